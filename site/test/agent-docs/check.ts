/**
 * Checks of the agent docs on a built site: every page's Markdown twin
 * against its HTML, and llms.txt / llms-full.txt against the llmstxt.org
 * format. Plain functions over a build directory, so the unit tests can feed
 * them small fixtures and the build test the real site.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Nodes as HastNodes } from 'hast';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import { fromHtml } from 'hast-util-from-html';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { markdownTwinPath } from '../../src/utils/markdownTwin';
import { MARKDOWN_CONTAINER_CLASS, findElement } from '../../src/plugins/agentDocs/markdown';

export interface BuiltPage {
  /** Path of the HTML file relative to the build. */
  file: string;
  /** The page's route (from its canonical link). */
  pathname: string;
  /** Absolute URL of the page. */
  url: string;
  /** Twin path relative to the build root. */
  twinFile: string;
}

const classesOf = (element: Element): string[] => {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
};
const isElement = (node: HastNodes): node is Element => node.type === 'element';

function walkHtml(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : walkHtml(full, root);
    return entry.name === 'index.html' ? [path.relative(root, full)] : [];
  });
}

/** Every docs or examples page of a build (HTML with a Markdown container). */
export function builtPages(buildDir: string): BuiltPage[] {
  return walkHtml(buildDir)
    .sort()
    .flatMap((file) => {
      const html = readFileSync(path.join(buildDir, file), 'utf8');
      if (!html.includes(MARKDOWN_CONTAINER_CLASS)) return [];
      const canonical = /<link[^>]*\brel=["']?canonical["']?[^>]*\bhref=["']?([^"' >]+)/.exec(
        html,
      )?.[1];
      if (!canonical) throw new Error(`${file}: no canonical link`);
      const url = new URL(canonical);
      const twinPath = markdownTwinPath(url.pathname);
      return [{ file, pathname: url.pathname, url: url.href, twinFile: twinPath.slice(1) }];
    });
}

const blockElements = new Set(
  'address article aside blockquote details div dl dd dt figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

/** The text a reader sees of an HTML node (heading anchors and icons left out), blocks apart. */
function htmlText(node: HastNodes): string {
  if (node.type === 'text') return node.value;
  if (isElement(node)) {
    if (node.tagName === 'svg' || classesOf(node).includes('hash-link')) return '';
    if (node.tagName === 'br') return '\n';
  }
  const text = 'children' in node ? node.children.map(htmlText).join('') : '';
  return isElement(node) && blockElements.has(node.tagName) ? ` ${text} ` : text;
}

const phrasingTypes = new Set([
  'text',
  'inlineCode',
  'emphasis',
  'strong',
  'delete',
  'link',
  'break',
]);

/** The text of Markdown: text, inline code, code (with its title) — no URLs — blocks apart. */
function markdownText(node: MdastNodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'code') return ` ${node.meta ?? ''} ${node.value} `;
  if (node.type === 'html') return node.value;
  if (node.type === 'break') return '\n';
  const text = 'children' in node ? node.children.map(markdownText).join('') : '';
  return phrasingTypes.has(node.type) ? text : ` ${text} `;
}

const collapse = (text: string): string => text.replace(/[\s\u200b]+/g, ' ').trim();

/** Numbers as written ("1.024", "0,5", "2001", "99.9"), in document order. */
export const numbersIn = (text: string): string[] => text.match(/\d+(?:[.,:]\d+)*/g) ?? [];

function hastElements(node: HastNodes, matches: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (current: HastNodes): void => {
    if (isElement(current) && matches(current)) found.push(current);
    if ('children' in current) current.children.forEach(visit);
  };
  visit(node);
  return found;
}

function mdastNodes<T extends MdastNodes['type']>(
  node: MdastNodes,
  type: T,
): Extract<MdastNodes, { type: T }>[] {
  const found: MdastNodes[] = [];
  const visit = (current: MdastNodes): void => {
    if (current.type === type) found.push(current);
    if ('children' in current) current.children.forEach(visit);
  };
  visit(node);
  return found as Extract<MdastNodes, { type: T }>[];
}

export const parseMarkdown = (markdown: string): MdastRoot =>
  unified().use(remarkParse).use(remarkGfm).parse(markdown);

export interface TwinComparison {
  htmlHeadings: string[];
  markdownHeadings: string[];
  htmlNumbers: string[];
  markdownNumbers: string[];
  htmlCodeLanguages: string[];
  markdownCodeLanguages: string[];
  htmlTables: number;
  markdownTables: number;
  /** What a clean CommonMark twin must not contain (MDX, raw HTML, relative links…). */
  problems: string[];
}

const unrenderedExpression = /\{[A-Za-z_$][\w$]*(?:\.[\w$]+|\([^(){}]*\))+\}/;

/** Compares a page's HTML article with its Markdown twin. */
export function compareTwin(html: string, markdown: string): TwinComparison {
  // The article only: parsing the whole page (scripts, navigation) costs three times as much.
  const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>') + 10);
  const container = findElement(fromHtml(article, { fragment: true }), (element) =>
    classesOf(element).includes(MARKDOWN_CONTAINER_CLASS),
  );
  if (!container) throw new Error('no Markdown container in the HTML');
  const tree = parseMarkdown(markdown);

  const headingLevel = (element: Element) => /^h([1-6])$/.exec(element.tagName)?.[1];
  const htmlHeadings = hastElements(
    container,
    (element) => headingLevel(element) !== undefined,
  ).map((element) => {
    // The twin writes a heading's id as `{#id}`, so links to it resolve in both forms.
    const id = typeof element.properties.id === 'string' ? ` {#${element.properties.id}}` : '';
    return `${headingLevel(element)} ${collapse(htmlText(element))}${id}`;
  });
  const markdownHeadings = mdastNodes(tree, 'heading').map(
    (heading) => `${heading.depth} ${collapse(markdownText(heading))}`,
  );

  const codeBlocks = hastElements(container, (element) =>
    classesOf(element).includes('theme-code-block'),
  );
  const htmlCodeLanguages = codeBlocks.map(
    (element) =>
      classesOf(element)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length) ?? '',
  );
  const code = mdastNodes(tree, 'code');

  const problems: string[] = [];
  const prose = collapse(
    markdownText({ ...tree, children: tree.children.filter((node) => node.type !== 'code') }),
  );
  for (const node of mdastNodes(tree, 'html')) problems.push(`raw HTML or JSX: ${node.value}`);
  for (const line of markdown.split('\n')) {
    if (/^(import|export)\s/.test(line) && !isInsideCode(tree, line)) {
      problems.push(`MDX import/export: ${line}`);
    }
  }
  if (/^:::/m.test(stripCode(markdown))) problems.push('admonition syntax (:::)');
  const expression = unrenderedExpression.exec(prose);
  if (expression) problems.push(`unrendered expression ${expression[0]}`);
  const junk = /\b(?:undefined|NaN)\b|\[object Object\]/.exec(prose);
  if (junk) problems.push(`"${junk[0]}" in the text`);
  for (const link of [...mdastNodes(tree, 'link'), ...mdastNodes(tree, 'image')]) {
    if (!/^(https?:|mailto:|tel:)/.test(link.url)) problems.push(`relative link ${link.url}`);
  }
  for (const block of code) {
    if (!block.lang) problems.push(`code block without a language: ${block.value.slice(0, 40)}`);
  }
  if (mdastNodes(tree, 'heading')[0]?.depth !== 1) problems.push('does not open with "# Title"');

  return {
    htmlHeadings,
    markdownHeadings,
    htmlNumbers: numbersIn(htmlText(container)),
    // A heading's `{#id}` is an address, not text the HTML shows.
    markdownNumbers: numbersIn(markdownText(tree).replace(/ \{#[^\s}]+\}/g, '')),
    htmlCodeLanguages,
    markdownCodeLanguages: code.map((block) => block.lang ?? ''),
    htmlTables: hastElements(container, (element) => element.tagName === 'table').length,
    markdownTables: mdastNodes(tree, 'table').length,
    problems,
  };
}

function stripCode(markdown: string): string {
  return markdown.replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
}

function isInsideCode(tree: MdastRoot, line: string): boolean {
  return mdastNodes(tree, 'code').some((block) => block.value.split('\n').includes(line));
}

export interface LlmsLink {
  title: string;
  url: string;
  notes: string;
}

export interface LlmsFile {
  name: string;
  summary: string;
  sections: { title: string; links: LlmsLink[] }[];
  /** Deviations from the llmstxt.org format. */
  errors: string[];
}

/**
 * Reads an llms.txt by the llmstxt.org format: an H1 (the only required part),
 * a blockquote summary, sections of any kind but headings, then H2 sections
 * each holding a Markdown list of `[name](url)` links, each optionally
 * followed by `: notes`.
 */
export function parseLlmsTxt(text: string): LlmsFile {
  const errors: string[] = [];
  const lines = text.split('\n');
  const result: LlmsFile = { name: '', summary: '', sections: [], errors };
  let index = 0;
  const skipBlank = () => {
    while (index < lines.length && lines[index]!.trim() === '') index += 1;
  };
  const h1 = /^# (\S.*)$/.exec(lines[index] ?? '');
  if (!h1) errors.push(`line 1 must be the H1 "# <name>", found "${lines[0]}"`);
  else result.name = h1[1]!;
  index += 1;
  skipBlank();
  if (lines[index]?.startsWith('> ')) {
    const quote: string[] = [];
    while (lines[index]?.startsWith('>')) quote.push(lines[index++]!.replace(/^> ?/, ''));
    result.summary = quote.join(' ').trim();
  }
  // Free sections until the first H2: no heading of any level.
  for (; index < lines.length && !lines[index]!.startsWith('## '); index += 1) {
    if (/^#{1,6}\s/.test(lines[index]!))
      errors.push(`heading before the file lists: ${lines[index]}`);
  }
  const entry = /^- \[((?:[^\]\\]|\\.)+)\]\((\S+)\)(?:: (.+))?$/;
  for (; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (line.trim() === '') continue;
    const h2 = /^## (\S.*)$/.exec(line);
    if (h2) {
      result.sections.push({ title: h2[1]!, links: [] });
      continue;
    }
    const link = entry.exec(line);
    const section = result.sections.at(-1);
    if (!link || !section) {
      errors.push(`not a file-list entry "- [name](url): notes": ${line}`);
      continue;
    }
    section.links.push({
      title: link[1]!.replace(/\\(.)/g, '$1'),
      url: link[2]!,
      notes: link[3] ?? '',
    });
  }
  for (const section of result.sections) {
    if (section.links.length === 0) errors.push(`section "${section.title}" lists no file`);
  }
  return result;
}

/** The file of the build a URL of the site names, if it exists. */
export function fileOfUrl(buildDir: string, url: string): string | null {
  const file = path.join(buildDir, decodeURIComponent(new URL(url).pathname));
  return existsSync(file) ? file : null;
}
