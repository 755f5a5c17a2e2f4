/**
 * What a translated page (ja, ko) must share with its English source, read
 * from the pages that `pages.ts` parses: the headings and their anchors, the
 * facts (every `{…}` expression and every component such as `<Fact>`,
 * `<InstanceSize>` or a `*Table`), the embedded example files and the link
 * targets. And how much of its prose is written in the page's own script.
 *
 * Nothing here names a fact component or a data module: a component is any
 * JSX element whose name starts with a capital letter, and expressions are
 * compared by their syntax tree. So the check holds while components or
 * helpers are renamed or replaced, as long as English and translations of the
 * same commit agree.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Nodes } from 'mdast';
import {
  headingAnchors as sectionHeadingAnchors,
  type HeadingAnchor,
} from '../../src/translations/sources';
import { visit } from 'unist-util-visit';
import { pagesDir, parsePage, type DocPage, type DocsPlugin, type PageLocale } from './pages';

/** The translations these checks cover (German has its own, older checks). */
export const cjkLocales = ['ja', 'ko'] as const;
export type CjkLocale = (typeof cjkLocales)[number];

/** Every page of one docs plugin in one locale, sorted by id ([] if the folder is missing). */
export function loadPluginPages(locale: PageLocale, plugin: DocsPlugin): DocPage[] {
  const dir = pagesDir(locale, plugin);
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => parsePage(locale, join(dir, name), readFileSync(join(dir, name), 'utf8'), dir));
}

// ---------------------------------------------------------------- headings

/** The headings of a page with the ids Docusaurus gives them (one parser with src/translations). */
export const headingAnchors = (page: DocPage): HeadingAnchor[] => sectionHeadingAnchors(page.tree);

/** `## Title {#id}` cannot be parsed by MDX 3 (and with future.v4 Docusaurus keeps it as text). */
export function classicHeadingIds(page: DocPage): string[] {
  return [...page.source.matchAll(/^#{1,6} .*\{#[\w-]+\}[ \t]*$/gm)].map((match) => match[0]);
}

// ---------------------------------------------------------------- facts

/** One fact, expression, embedded file or link: how it compares, and how a message shows it. */
export interface Item {
  key: string;
  label: string;
}

const positionKeys = new Set(['start', 'end', 'loc', 'range', 'raw', 'comments', 'position']);

/**
 * A string literal in an expression compares as itself when it is an
 * identifier, key or path ('content', 'python', '/pricing'). The page's own
 * locale code compares as `<locale>` (`mainSiteLink(…, 'en')` is
 * `mainSiteLink(…, 'ja')` in Japanese). Anything else is text a translation
 * translates (`' or '`, `', '`) and compares as `<text>`.
 */
export function normalizeString(value: string, locale: PageLocale): string {
  if (value === locale) return '<locale>';
  if (value === '' || /^[\w$.\-/:#@?=&%+~]+$/.test(value)) return value;
  return '<text>';
}

/** Props whose string value may be a word the translation translates (`unit="hours"` → `unit="時間"`). */
const textProps = new Set(['unit', 'label', 'title', 'alt', 'description', 'placeholder']);

/** A word rather than a symbol: `hours`, `時間`, `per second` (but not `MiB`, `ms`, `%`). */
const isWord = (value: string): boolean =>
  /\s/.test(value) || /[^ -~]/.test(value) || /^[a-z]{4,}$/.test(value);

type Estree = Record<string, unknown>;
const isNode = (value: unknown): value is Estree => typeof value === 'object' && value !== null;

/**
 * Parts of an expression that are text, not facts: JSX text (`<>every <Fact …/></>`
 * is `<><Fact …/>ごとに</>` in Japanese) and a translatable prop of a JSX element.
 */
function isTextPart(node: unknown): boolean {
  if (!isNode(node)) return false;
  if (node.type === 'JSXText') return true;
  if (node.type !== 'JSXAttribute' || !isNode(node.name) || !isNode(node.value)) return false;
  return (
    textProps.has(String(node.name.name)) &&
    node.value.type === 'Literal' &&
    typeof node.value.value === 'string' &&
    isWord(node.value.value)
  );
}

/** A syntax tree as a string without positions, formatting or translatable text. */
export function canonical(node: unknown, locale: PageLocale): string {
  if (Array.isArray(node))
    return `[${node
      .filter((child) => !isTextPart(child))
      .map((child) => canonical(child, locale))
      .join(',')}]`;
  if (!isNode(node)) return JSON.stringify(node) ?? 'undefined';
  if (node.type === 'Literal' && typeof node.value === 'string')
    return `'${normalizeString(node.value, locale)}'`;
  const keys = Object.keys(node)
    .filter((key) => !positionKeys.has(key) && key !== 'type')
    .sort();
  return `${String(node.type ?? '')}(${keys
    .map((key) => `${key}:${canonical(node[key], locale)}`)
    .join(',')})`;
}

/**
 * An expression that only chooses words, such as English plurals
 * (`{hours === 1 ? 'hour' : 'hours'}`): grammar of the English sentence, not
 * a fact. The number itself is another expression; translations drop or
 * rewrite these.
 */
export function isWordChoice(node: unknown): boolean {
  if (!isNode(node)) return false;
  switch (node.type) {
    case 'ExpressionStatement':
      return isWordChoice(node.expression);
    case 'Literal':
      return typeof node.value === 'string';
    case 'TemplateLiteral':
      return Array.isArray(node.expressions) && node.expressions.length === 0;
    case 'ConditionalExpression':
      return isWordChoice(node.consequent) && isWordChoice(node.alternate);
    case 'LogicalExpression':
      return node.operator === '&&' && isWordChoice(node.right);
    default:
      return false;
  }
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

type JsxElement = Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;
type JsxAttribute = JsxElement['attributes'][number];

function attributeItem(attribute: JsxAttribute, locale: PageLocale): Item | null {
  if (attribute.type === 'mdxJsxExpressionAttribute')
    return {
      key: `{${canonical(attribute.data?.estree?.body, locale)}}`,
      label: `{${oneLine(attribute.value)}}`,
    };
  const { name, value } = attribute;
  if (value === null || value === undefined) return { key: name, label: name };
  if (typeof value === 'string') {
    if (textProps.has(name) && isWord(value)) return null;
    const key = value === locale ? '<locale>' : value;
    return { key: `${name}="${key}"`, label: `${name}="${value}"` };
  }
  return {
    key: `${name}={${canonical(value.data?.estree?.body, locale)}}`,
    label: `${name}={${oneLine(value.value)}}`,
  };
}

const isComponent = (node: JsxElement): node is JsxElement & { name: string } =>
  typeof node.name === 'string' && /^[A-Z]|\./.test(node.name);

/**
 * The facts of a page, one item per occurrence: every `{…}` expression
 * (comments such as heading ids aside), every expression in a JSX attribute
 * (`<a href={mainSiteLink(…)}>`), every component with its props (`<Fact
 * value={…} unit="MiB" />`, `<InstanceSize name="small" />`, `<LimitsTable
 * section="redis" />`, `<DetectedBy runtime="python" />`), and every embedded
 * set of example files (```` ```example-files ````).
 */
export function factItems(page: DocPage): Item[] {
  const items: Item[] = [];
  visit(page.tree, (node: Nodes) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const body = node.data?.estree?.body;
      if (!body || body.length === 0 || (body.length === 1 && isWordChoice(body[0]))) return;
      items.push({ key: `{${canonical(body, page.locale)}}`, label: `{${oneLine(node.value)}}` });
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const attributes = node.attributes
        .map((attribute) => attributeItem(attribute, page.locale))
        .filter((item): item is Item => item !== null);
      if (isComponent(node)) {
        const sorted = [...attributes].sort((a, b) => (a.key < b.key ? -1 : 1));
        items.push({
          key: `<${node.name} ${sorted.map((item) => item.key).join(' ')}>`,
          label: `<${[node.name, ...sorted.map((item) => item.label)].join(' ')}>`,
        });
      } else {
        for (const item of attributes) if (item.key.includes('={')) items.push(item);
      }
    } else if (node.type === 'code' && node.lang === 'example-files') {
      items.push({
        key: `example-files ${node.value.trim()}`,
        label: `example files ${node.value.trim()}`,
      });
    }
  });
  return items;
}

// ---------------------------------------------------------------- links

const linkProps = new Set(['href', 'to', 'src']);

/**
 * Every link target of a page: Markdown links, autolinks, link definitions
 * and images, and the `href`/`to`/`src` of JSX elements (an expression
 * compares by its syntax tree, so `mainSiteLink(…, 'en')` equals
 * `mainSiteLink(…, 'ja')`).
 */
export function linkItems(page: DocPage): Item[] {
  const items: Item[] = [];
  visit(page.tree, (node: Nodes) => {
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
      items.push({ key: node.url, label: node.url });
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || !linkProps.has(attribute.name)) continue;
        const item = attributeItem(attribute, page.locale);
        if (item) items.push({ key: item.key.replace(/^\w+=/, ''), label: item.label });
      }
    }
  });
  return items;
}

/**
 * Compares two pages' items as multisets (a translation may reorder a
 * sentence, so order does not count; number and kind do). One line per
 * difference, e.g. `{python.detectedBy}: English 2, ja 1`.
 */
export function multisetDifferences(english: Item[], translated: Item[], locale: string): string[] {
  const counts = new Map<string, { label: string; en: number; tr: number }>();
  const entry = (item: Item) => {
    let found = counts.get(item.key);
    if (!found) counts.set(item.key, (found = { label: item.label, en: 0, tr: 0 }));
    return found;
  };
  for (const item of english) entry(item).en += 1;
  for (const item of translated) entry(item).tr += 1;
  return [...counts.values()]
    .filter(({ en, tr }) => en !== tr)
    .map(({ label, en, tr }) => `${label}: English ${en}, ${locale} ${tr}`);
}

// ---------------------------------------------------------------- script

/** The letters of each locale's own script. The prolonged sound mark ー and 々 belong to them. */
const nativeLetter: Record<CjkLocale, RegExp> = {
  ja: /[\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Han}]/u,
  ko: /\p{scx=Hangul}/u,
};

/** Runs of Latin letters and digits, with the punctuation that names and addresses contain. */
const latinToken = /[\p{sc=Latin}\p{Nd}][\p{sc=Latin}\p{Nd}._'’+#/:@-]*/gu;

/**
 * A Latin-script token that is a word of a sentence: lower-case letters only
 * (`the`, `pay-as-you-go`, `isn't`). Names (`Redis`, `PostgreSQL`, `Node.js`,
 * `DNS`, `Let's`), identifiers, versions and addresses have a capital, a
 * digit, a dot, a slash or a colon, and are not counted: translations keep
 * product, API and CLI names as they are.
 */
const sentenceWord = /^\p{Ll}+(?:['’-]\p{Ll}+)*$/u;

export interface ScriptCount {
  /** Letters of the locale's script. */
  native: number;
  /** Letters of lower-case Latin words and of other scripts. */
  foreign: number;
}

/** Counts the letters of some prose by script, leaving names, addresses and digits out. */
export function countScript(text: string, locale: CjkLocale): ScriptCount {
  let foreign = 0;
  for (const [token] of text.matchAll(latinToken))
    if (sentenceWord.test(token)) foreign += token.match(/\p{L}/gu)?.length ?? 0;
  let native = 0;
  for (const [char] of text.replace(latinToken, ' ').matchAll(/\p{L}/gu)) {
    if (nativeLetter[locale].test(char)) native += 1;
    else foreign += 1;
  }
  return { native, foreign };
}

/** Share of the locale's script among the counted letters (1 when nothing is counted). */
export function nativeShare({ native, foreign }: ScriptCount): number {
  return native + foreign === 0 ? 1 : native / (native + foreign);
}

/** The prose a reader reads on the page: title, description and every text block. */
export function readerText(page: DocPage): string[] {
  return [page.frontMatter.title, page.frontMatter.description]
    .filter((value): value is string => typeof value === 'string')
    .concat(page.proseBlocks);
}

/**
 * Text without quotations: error messages and interface labels of other
 * products are quoted as they appear (「too many connections」, "DNS only"),
 * in English.
 */
export function withoutQuotations(text: string): string {
  return text.replace(/「[^」\n]*」|『[^』\n]*』|"[^"\n]*"|“[^”\n]*”/g, ' ');
}

/** The lower-case Latin words of a text outside quotations: the words of an English sentence. */
export function englishWords(text: string): string[] {
  return [...withoutQuotations(text).matchAll(latinToken)]
    .map(([token]) => token)
    .filter((token) => sentenceWord.test(token));
}

// ---------------------------------------------------------------- checks

/** Each check returns one line per problem; an empty list passes. */

/**
 * English pages without a translation, and translations without an English
 * page (pass the pages of one docs plugin).
 */
export function missingPages(english: DocPage[], translated: DocPage[], locale: string): string[] {
  const have = new Set(translated.map((page) => page.id));
  const source = new Set(english.map((page) => page.id));
  return [
    ...english
      .filter((page) => !have.has(page.id))
      .map((page) => `${page.file} has no ${locale} translation`),
    ...translated
      .filter((page) => !source.has(page.id))
      .map((page) => `${page.file} has no English source page`),
  ];
}

export interface LanguageThresholds {
  /** Least share of the locale's script among the counted letters of the whole page. */
  pageShare: number;
  /** Most lower-case Latin words (outside quotations) one block may hold. */
  blockWords: number;
}

/** Prose not in the page's language: the page as a whole, and every block on its own. */
export function languageProblems(
  page: DocPage,
  locale: CjkLocale,
  { pageShare, blockWords }: LanguageThresholds,
): string[] {
  const blocks = readerText(page);
  const problems: string[] = [];
  const share = nativeShare(countScript(blocks.map(withoutQuotations).join('\n'), locale));
  if (share < pageShare)
    problems.push(
      `${(100 * share).toFixed(1)} % of the prose's letters are ${locale} script (at least ${100 * pageShare} % expected)`,
    );
  for (const block of blocks) {
    const words = englishWords(block);
    if (words.length >= blockWords)
      problems.push(
        `English left in the text (${words.length} English words: ${words.slice(0, 8).join(' ')}…): "${block.slice(0, 120)}"`,
      );
  }
  return problems;
}

/** Longest common subsequence of two lists, as pairs of indexes. */
function commonSubsequence(a: string[], b: string[]): [number, number][] {
  const lengths = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return pairs;
}

/**
 * The headings must match one to one: same levels, same ids, same order.
 * Reports what the translation lacks (`missing h2 #add (Add a domain)`),
 * what it has in addition, and explicit ids in `{#id}` syntax.
 */
export function headingDifferences(english: DocPage, translated: DocPage): string[] {
  const show = (heading: HeadingAnchor) => `h${heading.depth} #${heading.id}`;
  const en = headingAnchors(english);
  const tr = headingAnchors(translated);
  const matched = commonSubsequence(en.map(show), tr.map(show));
  const enMatched = new Set(matched.map(([i]) => i));
  const trMatched = new Set(matched.map(([, j]) => j));
  return [
    ...en
      .map((heading, i) =>
        enMatched.has(i)
          ? null
          : `heading ${i + 1} of the English page, ${show(heading)} (${heading.text}), has no counterpart`,
      )
      .filter((line): line is string => line !== null),
    ...tr
      .map((heading, j) =>
        trMatched.has(j)
          ? null
          : `heading ${j + 1}, ${show(heading)} (${heading.text}), is not on the English page at that place`,
      )
      .filter((line): line is string => line !== null),
    ...classicHeadingIds(translated).map(
      (line) => `"${line}" uses {#id}, which MDX cannot parse: write {/* #id */}`,
    ),
  ];
}

/** Front matter that decides the route and the sidebar place. */
export function placeDifferences(english: DocPage, translated: DocPage): string[] {
  return ['slug', 'sidebar_position']
    .filter((key) => english.frontMatter[key] !== translated.frontMatter[key])
    .map(
      (key) =>
        `front matter ${key}: English ${JSON.stringify(english.frontMatter[key])}, translation ${JSON.stringify(translated.frontMatter[key])}`,
    );
}

export const factDifferences = (english: DocPage, translated: DocPage): string[] =>
  multisetDifferences(factItems(english), factItems(translated), translated.locale);

export const linkDifferences = (english: DocPage, translated: DocPage): string[] =>
  multisetDifferences(linkItems(english), linkItems(translated), translated.locale);

/**
 * The route of a page in a locale: `/ja/service/domain`, `/ko/redis/` (a
 * folder's index keeps its slash), `/ja/examples/python/flask`, `/ko/` for
 * the page with `slug: /`.
 */
export function pageRoute(page: DocPage, plugin: DocsPlugin, locale: PageLocale): string {
  const base = `${locale === 'en' ? '' : `/${locale}`}${plugin === 'examples' ? '/examples' : ''}`;
  const slug = page.frontMatter.slug;
  if (typeof slug === 'string' && slug.startsWith('/')) return `${base}${slug}`;
  return `${base}/${page.id.replace(/(^|\/)index$/, '$1')}`;
}
