/**
 * The "Enforced terms" of a glossary (site/GLOSSARY.md for German,
 * site/GLOSSARY.<locale>.md for the other translations): a Markdown table
 * `| Concept | Use | Never |` whose "Never" column lists the variants that
 * must not appear in the prose of that locale's pages.
 *
 * Matching: a term written in Latin script matches as a whole word,
 * case-insensitively. Letters, digits and the hyphen count as part of a
 * word, so "Verkehr" does not match "Datenverkehr" and "Edge" does not
 * match "Edge-Netzwerk" (a hyphenated compound is one word). A term right
 * after "…innen und" or "…innen oder" is the second half of a paired form
 * ("Nutzerinnen und Nutzer"), so "Nutzer" can be forbidden as the generic
 * masculine without forbidding the pair. A term that
 * contains Chinese, Japanese or Korean characters matches as a substring,
 * because those scripts do not separate words the same way; one that ends
 * in katakana does not match before the long-vowel mark ー, which belongs to
 * the same word, so "ブラウザ" can be forbidden without forbidding "ブラウザー".
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Nodes, Root, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { DocPage } from './pages';

export const enforcedTermsHeading = 'Enforced terms';
const header = ['Concept', 'Use', 'Never'];

export interface EnforcedTerm {
  concept: string;
  /** The decided term (may name a few forms, e.g. "Lege"). */
  use: string;
  /** Variants that must not appear in prose. */
  never: string[];
  /** Line of the row in the glossary file, for messages. */
  line: number;
}

export interface ForbiddenTermHit {
  page: string;
  term: string;
  use: string;
  concept: string;
  context: string;
}

export class GlossaryError extends Error {
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = 'GlossaryError';
  }
}

function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as Nodes[]).map(plainText).join('') : '';
}

/** Chinese, Japanese (kana, kanji) and Korean (Hangul) characters. */
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pattern that finds `term` in prose, by the rules in this module's comment. */
export function termPattern(term: string): RegExp {
  const body = escapeRegExp(term).replace(/\s+/g, '\\s+');
  return cjk.test(term)
    ? new RegExp(/\p{Script=Katakana}$/u.test(term) ? `${body}(?!ー)` : body, 'gu')
    : new RegExp(
        `(?<![\\p{L}\\p{M}\\p{N}-])(?<!\\p{L}innen\\s+(?:und|oder)\\s+)${body}(?![\\p{L}\\p{M}\\p{N}-])`,
        'giu',
      );
}

/**
 * Parses the "Enforced terms" section of a glossary. Throws a GlossaryError
 * naming the file and the problem when the section or its table is missing
 * or malformed, so a broken glossary can never pass by checking nothing.
 */
export function parseEnforcedTerms(markdown: string, file: string): EnforcedTerm[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
  const start = tree.children.findIndex(
    (node) =>
      node.type === 'heading' &&
      node.depth === 2 &&
      plainText(node).trim() === enforcedTermsHeading,
  );
  if (start < 0) throw new GlossaryError(file, `no section "## ${enforcedTermsHeading}"`);
  const section: Nodes[] = [];
  for (const node of tree.children.slice(start + 1)) {
    if (node.type === 'heading' && node.depth <= 2) break;
    section.push(node);
  }
  const table = section.find((node): node is Table => node.type === 'table');
  if (!table) throw new GlossaryError(file, `the section "${enforcedTermsHeading}" has no table`);

  const [head, ...rows] = table.children;
  const headCells = head?.children.map((cell) => plainText(cell).trim()) ?? [];
  if (headCells.join('|').toLowerCase() !== header.join('|').toLowerCase())
    throw new GlossaryError(
      file,
      `the table header must be | ${header.join(' | ')} |, found | ${headCells.join(' | ')} |`,
    );
  if (rows.length === 0) throw new GlossaryError(file, 'the enforced-terms table has no rows');

  const seen = new Map<string, number>();
  return rows.map((row) => {
    const line = row.position?.start.line ?? 0;
    const where = `line ${line}`;
    // GFM pads short rows with empty cells and drops extra ones, so a wrong
    // cell count shows up in the source line itself.
    const source = markdown.split('\n')[line - 1] ?? '';
    const cellCount = source
      .trim()
      .replace(/\\\|/g, '')
      .replace(/^\||\|$/g, '')
      .split('|').length;
    if (cellCount !== header.length)
      throw new GlossaryError(
        file,
        `${where}: expected ${header.length} cells, found ${cellCount}`,
      );
    const [concept, use, neverCell] = row.children.map((cell) => plainText(cell).trim());
    if (!concept) throw new GlossaryError(file, `${where}: the concept is empty`);
    if (!use) throw new GlossaryError(file, `${where}: "${concept}" has no term to use`);
    const never = (neverCell ?? '')
      .split(/[,、，]/)
      .map((term) => term.trim())
      .filter(Boolean);
    if (never.length === 0)
      throw new GlossaryError(file, `${where}: "${concept}" lists no variants under Never`);
    for (const term of never) {
      if (termPattern(term).test(use))
        throw new GlossaryError(
          file,
          `${where}: "${term}" is forbidden but occurs in the term to use, "${use}"`,
        );
      const key = term.toLowerCase();
      const earlier = seen.get(key);
      if (earlier !== undefined)
        throw new GlossaryError(file, `${where}: "${term}" is already listed on line ${earlier}`);
      seen.set(key, line);
    }
    return { concept, use, never, line };
  });
}

/**
 * Reads and parses a glossary file. A missing file throws a GlossaryError
 * like a missing section or an empty table: a locale's glossary that is not
 * there must fail its check, not read as a glossary without terms. `name` is
 * how messages call the file (its path in the site).
 */
export function readEnforcedTerms(file: string, name: string = file): EnforcedTerm[] {
  if (!existsSync(file)) throw new GlossaryError(name, 'the glossary file is missing');
  return parseEnforcedTerms(readFileSync(file, 'utf8'), name);
}

/** URLs are addresses, not prose. */
function withoutUrls(text: string): string {
  return text.replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ');
}

/** Visible prose of a page: title, description, sidebar label and text blocks. */
export function pageProse(page: DocPage): string[] {
  const frontMatter = ['title', 'description', 'sidebar_label']
    .map((key) => page.frontMatter[key])
    .filter((value): value is string => typeof value === 'string');
  return [...frontMatter, ...page.proseBlocks].map(withoutUrls);
}

/** Every forbidden variant in a page's prose, with the term to use instead. */
export function findForbiddenTerms(page: DocPage, terms: EnforcedTerm[]): ForbiddenTermHit[] {
  const hits: ForbiddenTermHit[] = [];
  for (const block of pageProse(page))
    for (const { concept, use, never } of terms)
      for (const term of never)
        for (const match of block.matchAll(termPattern(term))) {
          const at = match.index ?? 0;
          hits.push({
            page: page.file,
            term: match[0],
            use,
            concept,
            context: block.slice(Math.max(0, at - 40), at + match[0].length + 40),
          });
        }
  return hits;
}
