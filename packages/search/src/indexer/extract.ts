import { Parser } from 'htmlparser2';

/** What the indexer reads from one built page. */
export interface ExtractedPage {
  title: string;
  /** The page's meta description (what it covers, in a sentence), if any. */
  description?: string;
  language: string | undefined;
  tag: string;
  /** Headings (h2..h6) and text blocks in document order. */
  blocks: (
    | { kind: 'heading'; level: number; anchor: string; text: string }
    | { kind: 'text'; text: string }
  )[];
}

const BLOCKS = new Set(['p', 'li', 'td', 'th', 'dd', 'dt', 'figcaption', 'summary', 'blockquote']);
const SKIPPED = new Set(['pre', 'script', 'style', 'svg', 'button', 'nav', 'noscript', 'template']);
const HEADING = /^h([1-6])$/;

const collapse = (text: string): string => text.replace(/[\s\u200b]+/g, ' ').trim();

/**
 * Reads the indexable parts of a Docusaurus page: the title (the article's h1,
 * else the document title without the site name), the `docsearch:*` meta
 * tags, and, inside the Markdown body, headings with their anchors and the
 * text of paragraphs, list items and table cells. Code blocks, navigation,
 * hash links and buttons are left out.
 */
export function extractPage(html: string): ExtractedPage {
  const page: ExtractedPage = { title: '', language: undefined, tag: 'default', blocks: [] };
  let documentTitle = '';
  let inTitle = false;
  let markdownDepth = 0; // > 0 while inside .theme-doc-markdown (or .markdown)
  let skipDepth = 0;
  const stack: string[] = [];
  let heading: { level: number; anchor: string; text: string } | undefined;
  let h1: string | undefined;
  let inH1 = false;
  const openBlocks: { text: string }[] = [];

  const flushBlock = (block: { text: string } | undefined): void => {
    if (block === undefined) return;
    const text = collapse(block.text);
    if (/[\p{L}\p{N}]/u.test(text)) page.blocks.push({ kind: 'text', text });
    block.text = '';
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        stack.push(name);
        if (name === 'title') inTitle = true;
        if (name === 'meta') {
          if (attributes.name === 'docsearch:language') page.language = attributes.content;
          if (attributes.name === 'description' && attributes.content)
            page.description = collapse(attributes.content);
          if (attributes.name === 'docsearch:docusaurus_tag')
            page.tag = attributes.content ?? 'default';
        }
        const classes = (attributes.class ?? '').split(/\s+/);
        if (markdownDepth > 0) markdownDepth++;
        else if (
          classes.includes('theme-doc-markdown') ||
          (classes.includes('markdown') && name !== 'body')
        ) {
          markdownDepth = 1;
        }
        if (markdownDepth === 0) return;
        if (skipDepth > 0 || SKIPPED.has(name) || classes.includes('hash-link')) {
          skipDepth++;
          return;
        }
        const level = HEADING.exec(name)?.[1];
        if (level === '1') inH1 = true;
        else if (level !== undefined) {
          heading = { level: Number(level), anchor: attributes.id ?? '', text: '' };
        } else if (BLOCKS.has(name) && heading === undefined) {
          flushBlock(openBlocks[openBlocks.length - 1]);
          openBlocks.push({ text: '' });
        }
      },
      ontext(text) {
        if (inTitle) documentTitle += text;
        if (markdownDepth === 0 || skipDepth > 0) return;
        if (inH1) h1 = (h1 ?? '') + text;
        else if (heading !== undefined) heading.text += text;
        else {
          const block = openBlocks[openBlocks.length - 1];
          if (block !== undefined) block.text += text;
        }
      },
      onclosetag(name) {
        stack.pop();
        if (name === 'title') inTitle = false;
        if (markdownDepth === 0) return;
        markdownDepth--;
        if (skipDepth > 0) {
          skipDepth--;
          return;
        }
        if (name === 'h1') inH1 = false;
        else if (HEADING.test(name) && heading !== undefined) {
          const text = collapse(heading.text);
          if (text !== '') page.blocks.push({ kind: 'heading', ...heading, text });
          heading = undefined;
        } else if (BLOCKS.has(name) && heading === undefined) {
          flushBlock(openBlocks.pop());
        } else if (name === 'br') {
          const block = openBlocks[openBlocks.length - 1];
          if (block !== undefined) block.text += ' ';
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  page.title = collapse(h1 ?? '') || collapse(documentTitle.split(' | ')[0] ?? '');
  return page;
}
