/**
 * Loads every docs page of both locales (English sources and German
 * translations) and parses it the way Docusaurus does (MDX with front matter,
 * GFM tables and `:::` admonitions), so the content tests look at structure
 * instead of guessing with regular expressions. The same reader parses the
 * pages of the other locales (ja, ko) for the checks that cover every locale.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Code, Heading, Nodes, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { inject } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { mdxParser } from '../../src/translations/sources';

/** The locales whose pages every content test checks: the English source and the German product. */
export type Locale = 'en' | 'de';

/** Every locale a page can be written in; ja and ko are translated page by page. */
export type PageLocale = Locale | 'ja' | 'ko';

export const siteDir = join(import.meta.dirname, '..', '..');

/** The two docs plugins: the docs (`docs/`) and the examples (`examples-docs/`). */
export type DocsPlugin = 'docs' | 'examples';

/** Folder of a locale's pages of one docs plugin (the source folder for English). */
export function pagesDir(locale: PageLocale, plugin: DocsPlugin = 'docs'): string {
  if (locale === 'en') return join(siteDir, plugin === 'docs' ? 'docs' : 'examples-docs');
  const pluginId =
    plugin === 'docs'
      ? 'docusaurus-plugin-content-docs'
      : 'docusaurus-plugin-content-docs-examples';
  return join(siteDir, 'i18n', locale, pluginId, 'current');
}

export const docsDirs: Record<Locale, string> = {
  en: pagesDir('en'),
  de: pagesDir('de'),
};

export interface CodeBlock {
  lang: string | null;
  value: string;
  line: number;
}

export interface DocPage {
  locale: PageLocale;
  /** Doc id, e.g. `service/domain` or `redis/index`. */
  id: string;
  file: string;
  source: string;
  frontMatter: Record<string, unknown>;
  tree: Root;
  headings: { depth: number; text: string }[];
  /**
   * Fenced code blocks, `<CodeBlock language="…">` elements (their `${…}`
   * placeholders replaced by {@link factPlaceholder}) and raw `<pre>` blocks
   * (which name no language).
   */
  codeBlocks: CodeBlock[];
  /**
   * Readable text: paragraphs, headings, list items, table cells, admonitions.
   * No code, no JSX expressions, no text of elements marked as another
   * language (`<span lang="en">`).
   */
  prose: string;
  /** Prose split into blocks (one per paragraph, heading, table cell…), for sentence-level checks. */
  proseBlocks: string[];
  /**
   * The source with everything that is not typed content blanked out: front
   * matter, imports/exports and `{…}` expressions (those render imported facts),
   * each replaced by spaces with its line breaks kept (lines match the source).
   * Code blocks and inline code stay: a number typed there is typed too.
   */
  typedText: string;
}

/** Docusaurus' explicit heading ids (`## Title {#id}`) are not MDX; strip them before parsing. */
const headingIdPattern = /^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm;

const parser = mdxParser;

function listPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => join(dir, name))
    .sort();
}

/** `<Element …>` in flow or in text (the node types remark-mdx adds to mdast). */
type JsxElement = Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

function isJsxElement(node: Nodes): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** A JSX element's attribute given as a plain string (`lang="en"`), if any. */
function stringAttribute(node: JsxElement, name: string): string | undefined {
  for (const attribute of node.attributes)
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name)
      return typeof attribute.value === 'string' ? attribute.value : undefined;
  return undefined;
}

/** An element whose `lang` names a language other than the page's, such as `<span lang="en">`. */
function isForeignLanguage(node: Nodes, locale: PageLocale): boolean {
  if (!isJsxElement(node)) return false;
  const lang = stringAttribute(node, 'lang');
  return lang !== undefined && lang.split('-')[0]?.toLowerCase() !== locale;
}

/** Text of a node, leaving out code, JSX expressions, ESM and text in another language. */
function readableText(node: Nodes, locale: PageLocale): string {
  if (isForeignLanguage(node, locale)) return ' ';
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
        ? (node.children as Nodes[]).map((child) => readableText(child, locale)).join('')
        : '';
  }
}

/** Stands for a fact interpolated into a `<CodeBlock>` template (`${platform.x}`). */
export const factPlaceholder = 'FACT';

/**
 * The code a JSX code element shows: `<CodeBlock language="js">{`…`}</CodeBlock>`
 * (a template literal whose `${…}` parts become {@link factPlaceholder}) or
 * `<pre><code>…</code></pre>` (its text, expressions as placeholders).
 */
function jsxCode(node: Nodes): string {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const statement = node.data?.estree?.body[0];
      const expression = statement?.type === 'ExpressionStatement' ? statement.expression : null;
      if (expression?.type === 'TemplateLiteral')
        return expression.quasis
          .map((quasi) => quasi.value.cooked ?? quasi.value.raw)
          .join(factPlaceholder);
      return factPlaceholder;
    }
    default:
      return 'children' in node ? (node.children as Nodes[]).map(jsxCode).join('') : '';
  }
}

/** A code block written as JSX: `<CodeBlock language="…">` or a raw `<pre>`. */
function jsxCodeBlock(node: Nodes): CodeBlock | null {
  if (!isJsxElement(node) || (node.name !== 'CodeBlock' && node.name !== 'pre')) return null;
  return {
    lang: (node.name === 'CodeBlock' && stringAttribute(node, 'language')) || null,
    value: jsxCode(node),
    line: node.position?.start.line ?? 0,
  };
}

/** Blocks whose text is one unit of prose (their children are inline). */
const proseBlockTypes = new Set(['paragraph', 'heading', 'tableCell']);

/**
 * Parses one page. `baseDir` is the folder its id is relative to: the locale's
 * docs folder unless given (pass `pagesDir(locale, 'examples')` for examples).
 */
export function parsePage(
  locale: PageLocale,
  file: string,
  source: string,
  baseDir: string = pagesDir(locale),
): DocPage {
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
      headings.push({ depth: (node as Heading).depth, text: readableText(node, locale).trim() });
    }
    if (node.type === 'code') {
      const code = node as Code;
      codeBlocks.push({
        lang: code.lang ?? null,
        value: code.value,
        line: code.position?.start.line ?? 0,
      });
    }
    const jsxBlock = jsxCodeBlock(node);
    if (jsxBlock) codeBlocks.push(jsxBlock);
    if (proseBlockTypes.has(node.type)) {
      const text = readableText(node, locale).replace(/\s+/g, ' ').trim();
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

  // Blanked with spaces, line breaks kept, so a line of typedText is the line of the source.
  let typedText = cleaned;
  for (const [start, end] of blanked) {
    typedText =
      typedText.slice(0, start) +
      typedText.slice(start, end).replace(/[^\n]/g, ' ') +
      typedText.slice(end);
  }

  const relativeId = relative(baseDir, file).replace(/\.mdx?$/, '');
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

/** The pages of one locale and docs plugin, parsed. */
function parsePluginPages(locale: PageLocale, plugin: DocsPlugin): DocPage[] {
  const dir = pagesDir(locale, plugin);
  if (!existsSync(dir)) return [];
  return listPages(dir).map((file) => parsePage(locale, file, readFileSync(file, 'utf8'), dir));
}

export type ParsedPages = Record<PageLocale, Record<DocsPlugin, DocPage[]>>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every page, parsed once for the whole tier by ./parseOnce.ts. */
    parsedPages?: ParsedPages;
  }
}

const pageLocales: PageLocale[] = ['en', 'de', 'ja', 'ko'];

/** Every page of every locale, parsed (in the tier's global setup, ./parseOnce.ts). */
export const parseAllPages = (): ParsedPages =>
  Object.fromEntries(
    pageLocales.map((locale) => [
      locale,
      { docs: parsePluginPages(locale, 'docs'), examples: parsePluginPages(locale, 'examples') },
    ]),
  ) as ParsedPages;

let parsed: ParsedPages | undefined;
/** The parsed pages: the tier's, else (a test file run on its own project) parsed here. */
const parsedPages = (): ParsedPages => (parsed ??= inject('parsedPages') ?? parseAllPages());

/** All docs pages, English first, each sorted by path. */
export function loadPages(): DocPage[] {
  return (Object.keys(docsDirs) as Locale[]).flatMap((locale) => parsedPages()[locale].docs);
}

/**
 * Every page of one locale, docs and examples, for checks that cover all
 * locales (the glossary's enforced terms). A locale without translated pages
 * yet has none.
 */
export function loadLocalePages(locale: PageLocale): DocPage[] {
  const { docs, examples } = parsedPages()[locale];
  return [...docs, ...examples];
}

/** Words as a reader counts them: runs of letters or digits. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}
