/**
 * A built page's article as clean Markdown. The input is the HTML
 * Docusaurus rendered (so facts, example files and translations are exactly
 * what readers see); the output is CommonMark with GFM tables:
 *
 * - the markdown container of the `<article>` only (no breadcrumbs, no TOC,
 *   no pagination), title as `# …`;
 * - Prism-highlighted code blocks back to plain fenced code with their
 *   language, the block title (an example file's name) as `title="…"`;
 * - admonitions as blockquotes opening with their (localised) title in bold;
 * - links and images absolute to the site; section headings keep their ids as `{#id}`;
 * - an element with `data-twin-text` as that text (a control that only works in a browser);
 *   heading anchors, icons and React's `<!-- -->` text separators dropped.
 *
 * Conversion through the unified ecosystem: hast-util-from-html (parse5),
 * hast-util-to-mdast, mdast-util-to-markdown with mdast-util-gfm.
 */
import type { Element, Nodes as HastNodes, Parents, Root as HastRoot } from 'hast';
import type {
  BlockContent,
  Code,
  Heading,
  Link,
  Nodes as MdastNodes,
  Root as MdastRoot,
  Text,
} from 'mdast';
import { fromHtml } from 'hast-util-from-html';
import { defaultHandlers, toMdast, type Handle, type State } from 'hast-util-to-mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import {
  defaultHandlers as markdownHandlers,
  toMarkdown,
  type Handle as MarkdownHandle,
  type Unsafe,
} from 'mdast-util-to-markdown';

/** The class Docusaurus gives the container of a doc's rendered Markdown (ThemeClassNames.docs.docMarkdown). */
export const MARKDOWN_CONTAINER_CLASS = 'theme-doc-markdown';

const classesOf = (element: Element): string[] => {
  // hast parses `class` into a list.
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
};

/** True when the element has the class (a theme class name, never a CSS-module one). */
const hasClass = (element: Element, name: string): boolean => classesOf(element).includes(name);

const isElement = (node: HastNodes | undefined): node is Element => node?.type === 'element';

/**
 * The element children of a node. The theme's code blocks and admonitions carry public class
 * names on their container only (`theme-code-block`, `theme-admonition`); their parts are told
 * apart by their place in it. The built-site twin test (test/build/agent-docs.test.ts) fails when
 * the theme changes that shape.
 */
const elementChildren = (node: Element): Element[] => node.children.filter(isElement);

/** Depth-first search for the first element that matches. */
export function findElement(
  node: HastNodes,
  matches: (element: Element) => boolean,
): Element | undefined {
  if (isElement(node) && matches(node)) return node;
  if ('children' in node) {
    for (const child of node.children) {
      const found = findElement(child, matches);
      if (found) return found;
    }
  }
  return undefined;
}

/** The text of a node as written (no whitespace rules: for code). */
const rawText = (node: HastNodes): string => {
  if (node.type === 'text') return node.value;
  if (isElement(node) && node.tagName === 'br') return '\n';
  return 'children' in node ? node.children.map(rawText).join('') : '';
};

/**
 * The source text of a Prism-highlighted block: one `.token-line` per line,
 * each ending in a `<br>`. Unhighlighted blocks are plain text.
 */
export function codeBlockText(pre: Element): string {
  const code = findElement(pre, (element) => element.tagName === 'code') ?? pre;
  const lines = code.children.filter(
    (child): child is Element => isElement(child) && hasClass(child, 'token-line'),
  );
  const text =
    lines.length > 0
      ? lines.map((line) => rawText(line).replace(/\n$/, '')).join('\n')
      : rawText(code);
  return text.replace(/\n+$/, '');
}

const languageOf = (element: Element): string | null => {
  const language = classesOf(element).find((value) => value.startsWith('language-'));
  return language ? language.slice('language-'.length) : null;
};

/**
 * A Docusaurus code block (`div.theme-code-block`, or a bare `pre` when
 * empty) as a light `<pre>` holding its source text, language and title:
 * the many token spans of a highlighted block never reach the converter.
 */
function plainCodeBlock(container: Element): Element {
  const pre = findElement(container, (element) => element.tagName === 'pre');
  // A titled block: the title, then the part that holds the code.
  const title =
    container.tagName === 'pre'
      ? undefined
      : elementChildren(container).find(
          (child) => !findElement(child, (element) => element.tagName === 'pre'),
        );
  return {
    type: 'element',
    tagName: 'pre',
    properties: {
      dataLanguage: languageOf(container) ?? (pre ? languageOf(pre) : null) ?? '',
      dataTitle: title ? rawText(title).trim() : '',
    },
    // An empty file's block holds one blank line in the HTML; its fence holds none.
    children: [{ type: 'text', value: pre ? codeBlockText(pre).replace(/^\s+$/, '') : '' }],
  };
}

/** An admonition as a blockquote: its title in bold, then its content. */
function admonition(state: State, container: Element): MdastNodes {
  // The heading (icon and title), then the content.
  const [heading, content] = elementChildren(container);
  // The theme's CSS capitalises the heading; English headings are lower case in the HTML.
  const headingText = heading ? rawText(heading).trim() : '';
  const title = headingText.charAt(0).toLocaleUpperCase() + headingText.slice(1);
  const body = state.toFlow(content ? state.all(content) : []) as BlockContent[];
  const children: BlockContent[] = title
    ? [
        {
          type: 'paragraph',
          children: [{ type: 'strong', children: [{ type: 'text', value: title }] }],
        },
        ...body,
      ]
    : body;
  const result: MdastNodes = { type: 'blockquote', children };
  state.patch(container, result);
  return result;
}

/**
 * A section heading with its id as `{#id}` (the syntax of Docusaurus, Pandoc and kramdown): the
 * ids are the English slugs every locale's links use, which a translated heading's own slug
 * would not match.
 */
const headingWithId: Handle = (state, element) => {
  // One handler for h1–h6 upstream: it takes the depth from the tag name.
  const heading = defaultHandlers.h2(state, element) as Heading;
  const { id } = element.properties;
  if (typeof id === 'string' && id !== '') {
    heading.children.push({ type: 'text', value: ` {#${id}}` });
  }
  return heading;
};

const handlers: Record<string, Handle> = {
  h1: headingWithId,
  h2: headingWithId,
  h3: headingWithId,
  h4: headingWithId,
  h5: headingWithId,
  h6: headingWithId,
  div(state, element) {
    if (hasClass(element, 'theme-admonition')) return admonition(state, element);
    return state.toFlow(state.all(element));
  },
  pre(state, element) {
    const { dataLanguage, dataTitle } = element.properties;
    if (dataLanguage === undefined) return defaultHandlers.pre(state, element);
    const first = element.children[0];
    const result: Code = {
      type: 'code',
      lang: typeof dataLanguage === 'string' && dataLanguage !== '' ? dataLanguage : null,
      meta:
        typeof dataTitle === 'string' && dataTitle !== ''
          ? `title=${JSON.stringify(dataTitle)}`
          : null,
      value: first?.type === 'text' ? first.value : '',
    };
    state.patch(element, result);
    return result;
  },
};

/**
 * A link with its address as written: the default escapes each `&` of a query
 * (`?a=1\\&b=2`), valid CommonMark that readers and agents copying the raw
 * text take with the backslash. Addresses here are absolute and
 * percent-encoded (`URL.href`); one with a title, white space, parentheses,
 * angle brackets or a backslash, and an autolink (`<…>`), keep the default.
 */
const writeLink: MarkdownHandle = (node: Link, parent, state, info) => {
  const text =
    node.children.length === 1 && node.children[0]!.type === 'text'
      ? node.children[0]!.value
      : null;
  const autolink = text !== null && (text === node.url || `mailto:${text}` === node.url);
  if (node.title || autolink || /[\s()<>\\]/.test(node.url)) {
    return markdownHandlers.link(node, parent, state, info);
  }
  const exit = state.enter('link');
  const label = state.enter('label');
  const tracker = state.createTracker(info);
  let value = tracker.move('[');
  value += tracker.move(
    state.containerPhrasing(node, { before: value, after: '](', ...tracker.current() }),
  );
  value += tracker.move(`](${node.url})`);
  label();
  exit();
  return value;
};

/**
 * A control that works only in a browser (the consent buttons) carries the text its twin shows
 * instead, `data-twin-text` as hast names it: a reader of the Markdown gets what the control does,
 * not its state in a build nobody's browser ran, nor buttons that do nothing.
 */
const TWIN_TEXT_PROPERTY = 'dataTwinText';

/**
 * Prepares the article for the converter: code blocks become plain `<pre>`s,
 * links and images absolute (to the page's URL); comments (React's `<!-- -->`
 * text separators), icons and the `#` anchors after headings go.
 */
function simplify(node: Parents, pageUrl: string): void {
  const kept: Parents['children'][number][] = [];
  for (const child of node.children) {
    if (child.type === 'comment') continue;
    if (!isElement(child)) {
      kept.push(child);
      continue;
    }
    if (child.tagName === 'svg' || hasClass(child, 'hash-link')) continue;
    const twinText = child.properties[TWIN_TEXT_PROPERTY];
    if (typeof twinText === 'string') {
      kept.push({
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [{ type: 'text', value: twinText }],
      });
      continue;
    }
    if (hasClass(child, 'theme-code-block')) {
      kept.push(plainCodeBlock(child));
      continue;
    }
    for (const attribute of ['href', 'src'] as const) {
      const value = child.properties[attribute];
      if (typeof value === 'string' && value !== '') {
        try {
          child.properties[attribute] = new URL(value, pageUrl).href;
        } catch {
          // Not a URL: left as written.
        }
      }
    }
    simplify(child, pageUrl);
    kept.push(child);
  }
  node.children = kept as typeof node.children;
}

export class MissingArticleError extends Error {}

/**
 * A notice of the page that its twin carries too: the stale-translation
 * notice, `data-stale-translation-notice` as hast names it.
 */
const TWIN_NOTICE_PROPERTY = 'dataStaleTranslationNotice';

/**
 * The Markdown of a built page: `html` is the whole page, `pageUrl` its
 * absolute URL (links resolve against it). Only the `<article>` is parsed.
 * A notice above the content (outside the Markdown container) follows the
 * twin's title.
 */
export function pageMarkdown(html: string, pageUrl: string): string {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  const article = fromHtml(
    start >= 0 && end > start ? html.slice(start, end + '</article>'.length) : '',
    { fragment: true },
  );
  const container = findElement(article, (element) => hasClass(element, MARKDOWN_CONTAINER_CLASS));
  if (!container) {
    throw new MissingArticleError(`no <article> with a .${MARKDOWN_CONTAINER_CLASS} container`);
  }
  const mdast = elementMdast(container, pageUrl);
  const notice = findElement(article, (element) => TWIN_NOTICE_PROPERTY in element.properties);
  if (notice) {
    const title = mdast.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
    mdast.children.splice(title + 1, 0, ...elementMdast(notice, pageUrl).children);
  }
  return markdownText(mdast);
}

function elementMdast(container: Element, pageUrl: string): MdastRoot {
  const root: HastRoot = { type: 'root', children: container.children };
  simplify(root, pageUrl);
  return toMdast(root, { handlers }) as MdastRoot;
}

/**
 * GFM without two blanket escapes. Strikethrough escapes every "~", so a Korean range
 * "300~1,500 ms" read "300\\~1,500 ms": a tilde between two digits stays as it is, any other
 * still gets its backslash, in the same constructs as before. Autolink literals escape ":" before
 * "//" after any "p" or "s", so "rediss://" read "rediss\\://": only the schemes GFM links by
 * itself keep it.
 */
const gfmExtensions = gfmToMarkdown().extensions ?? [];
const isTilde = (pattern: Unsafe) => pattern.character === '~';
const tildeUnsafe = gfmExtensions
  .flatMap((extension) => extension.unsafe ?? [])
  .filter(isTilde)
  .flatMap((pattern): Unsafe[] => [
    { ...pattern, before: '[^\\d]' },
    { ...pattern, after: '[^\\d]' },
    { ...pattern, atBreak: true },
  ]);
const linkedScheme = (pattern: Unsafe): Unsafe =>
  pattern.character === ':' && pattern.after === '\\/'
    ? { ...pattern, before: '(?:^|[^A-Za-z])(?:[Hh][Tt][Tt][Pp][Ss]?|[Ff][Tt][Pp])' }
    : pattern;
const gfm = {
  extensions: gfmExtensions.map((extension) => ({
    ...extension,
    unsafe: extension.unsafe?.filter((pattern) => !isTilde(pattern)).map(linkedScheme),
  })),
};

/**
 * "&" where CommonMark reads a character reference (a name or a number, then ";"); the default
 * escapes it before any letter, so "C&C" read "C\\&C".
 */
const characterReference: Unsafe = {
  character: '&',
  after: '(?:[A-Za-z][A-Za-z\\d]*|#\\d{1,7}|#[Xx][\\dA-Fa-f]{1,6});',
  inConstruct: 'phrasing',
};

/** A letter or digit of any script: an "_" between two of them neither opens nor closes emphasis. */
const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[^\s\p{P}\p{S}]/u.test(character);

/** How many of a text's "*" or "_" could open or close emphasis. */
const pairableMarkers = (value: string, marker: string): number =>
  [...value].filter(
    (character, index, characters) =>
      character === marker &&
      !(
        marker === '_' &&
        isWordCharacter(characters[index - 1]) &&
        isWordCharacter(characters[index + 1])
      ),
  ).length;

/**
 * The texts whose "*" or "_" is alone in its paragraph, heading or table cell (no other one
 * that could pair with it, no emphasis or strong text): CommonMark reads a lone marker as text,
 * so "*.example.com" needs no backslash.
 */
function loneMarkers(root: MdastRoot): Map<Text, string[]> {
  const lone = new Map<Text, string[]>();
  const visit = (node: MdastNodes): void => {
    if (node.type !== 'paragraph' && node.type !== 'heading' && node.type !== 'tableCell') {
      if ('children' in node) node.children.forEach(visit);
      return;
    }
    const texts: Text[] = [];
    let attention = false;
    const collect = (child: MdastNodes): void => {
      if (child.type === 'text') texts.push(child);
      if (child.type === 'emphasis' || child.type === 'strong') attention = true;
      if ('children' in child) child.children.forEach(collect);
    };
    node.children.forEach(collect);
    if (attention) return;
    for (const marker of ['*', '_']) {
      const holders = texts.filter((text) => pairableMarkers(text.value, marker) > 0);
      if (holders.length !== 1 || pairableMarkers(holders[0]!.value, marker) !== 1) continue;
      lone.set(holders[0]!, [...(lone.get(holders[0]!) ?? []), marker]);
    }
  };
  visit(root);
  return lone;
}

/**
 * Text without the escapes it does not need: readers and agents copying the raw text take the
 * backslash with it. "&" only before a character reference; a lone "*" or "_" as it is.
 */
const plainText =
  (lone: Map<Text, string[]>): MarkdownHandle =>
  (node: Text, parent, state, info) => {
    const markers = lone.get(node) ?? [];
    const unsafe = state.unsafe;
    state.unsafe = [
      ...unsafe.filter(
        (pattern) =>
          pattern.atBreak || !(pattern.character === '&' || markers.includes(pattern.character)),
      ),
      characterReference,
    ];
    try {
      return markdownHandlers.text(node, parent, state, info);
    } finally {
      state.unsafe = unsafe;
    }
  };

const markdownText = (mdast: MdastRoot): string =>
  toMarkdown(mdast, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    handlers: { link: writeLink, text: plainText(loneMarkers(mdast)) },
    unsafe: tildeUnsafe,
    extensions: [gfm],
  });
