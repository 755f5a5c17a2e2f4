/**
 * Loads every docs page of both locales (English sources and German
 * translations) and parses it the way Docusaurus does (MDX with front matter,
 * GFM tables and `:::` admonitions), so the content tests look at structure
 * instead of guessing with regular expressions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Code, Heading, Nodes, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';

export type Locale = 'en' | 'de';

export const siteDir = join(import.meta.dirname, '..', '..');

export const docsDirs: Record<Locale, string> = {
  en: join(siteDir, 'docs'),
  de: join(siteDir, 'i18n', 'de', 'docusaurus-plugin-content-docs', 'current'),
};

export interface CodeBlock {
  lang: string | null;
  value: string;
  line: number;
}

export interface DocPage {
  locale: Locale;
  /** Doc id, e.g. `service/domain` or `redis/index`. */
  id: string;
  file: string;
  source: string;
  frontMatter: Record<string, unknown>;
  tree: Root;
  headings: { depth: number; text: string }[];
  codeBlocks: CodeBlock[];
  /** Readable text: paragraphs, headings, list items, table cells, admonitions. No code, no JSX expressions. */
  prose: string;
  /** Prose split into blocks (one per paragraph, heading, table cell…), for sentence-level checks. */
  proseBlocks: string[];
  /**
   * The source with everything that is not typed content blanked out: front
   * matter, imports/exports and `{…}` expressions (those render imported facts).
   * Code blocks and inline code stay: a number typed there is typed too.
   */
  typedText: string;
}

/** Docusaurus' explicit heading ids (`## Title {#id}`) are not MDX; strip them before parsing. */
const headingIdPattern = /^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm;

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMdx);

function listPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => join(dir, name))
    .sort();
}

/** Text of a node, leaving out code, JSX expressions and ESM. */
function readableText(node: Nodes): string {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'code':
    case 'inlineCode':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'yaml':
    case 'html':
      return ' ';
    default:
      return 'children' in node
        ? (node.children as Nodes[]).map((child) => readableText(child)).join('')
        : '';
  }
}

/** Blocks whose text is one unit of prose (their children are inline). */
const proseBlockTypes = new Set(['paragraph', 'heading', 'tableCell']);

export function parsePage(locale: Locale, file: string, source: string): DocPage {
  const cleaned = source.replace(headingIdPattern, '$1');
  let tree: Root;
  try {
    tree = parser.parse(cleaned) as Root;
  } catch (error) {
    throw new Error(`${relative(siteDir, file)} is not valid MDX: ${(error as Error).message}`);
  }
  let frontMatter: Record<string, unknown> = {};
  const headings: DocPage['headings'] = [];
  const codeBlocks: CodeBlock[] = [];
  const proseBlocks: string[] = [];
  const blanked: [number, number][] = [];

  visit(tree, (node: Nodes) => {
    if (node.type === 'yaml') {
      frontMatter = (parseYaml(node.value) as Record<string, unknown> | null) ?? {};
    }
    if (node.type === 'heading') {
      headings.push({ depth: (node as Heading).depth, text: readableText(node).trim() });
    }
    if (node.type === 'code') {
      const code = node as Code;
      codeBlocks.push({
        lang: code.lang ?? null,
        value: code.value,
        line: code.position?.start.line ?? 0,
      });
    }
    if (proseBlockTypes.has(node.type)) {
      const text = readableText(node).replace(/\s+/g, ' ').trim();
      if (text) proseBlocks.push(text);
    }
    if (
      ['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression'].includes(node.type) &&
      node.position?.start.offset !== undefined &&
      node.position.end.offset !== undefined
    ) {
      blanked.push([node.position.start.offset, node.position.end.offset]);
    }
  });

  let typedText = cleaned;
  for (const [start, end] of blanked) {
    typedText = typedText.slice(0, start) + ' '.repeat(end - start) + typedText.slice(end);
  }

  const relativeId = relative(docsDirs[locale], file).replace(/\.mdx?$/, '');
  return {
    locale,
    id: relativeId,
    file: relative(siteDir, file),
    source,
    frontMatter,
    tree,
    headings,
    codeBlocks,
    prose: proseBlocks.join('\n'),
    proseBlocks,
    typedText,
  };
}

let cache: DocPage[] | undefined;

/** All docs pages, English first, each sorted by path. */
export function loadPages(): DocPage[] {
  cache ??= (Object.keys(docsDirs) as Locale[]).flatMap((locale) =>
    listPages(docsDirs[locale]).map((file) => parsePage(locale, file, readFileSync(file, 'utf8'))),
  );
  return cache;
}

/** Words as a reader counts them: runs of letters or digits. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}
