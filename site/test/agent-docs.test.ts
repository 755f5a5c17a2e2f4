/**
 * The Markdown twin of every page, llms.txt and llms-full.txt.
 * Unit tests of the HTML→Markdown conversion and the llms.txt writer; the
 * built site's twins are checked in build/agent-docs.test.ts.
 */
import type { Nodes as MdastNodes } from 'mdast';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import ConsentControl from '../src/components/ConsentControl';
import { sidebarDocIds } from '../src/plugins/agentDocs';
import { llmsFullTxt, llmsTxt, type LlmsSite } from '../src/plugins/agentDocs/llms';
import { pageMarkdown } from '../src/plugins/agentDocs/markdown';
import { markdownTwinPath } from '../src/utils/markdownTwin';
import { compareTwin, parseLlmsTxt, parseMarkdown } from './agent-docs/check';

/** A built page as Docusaurus 3.10 renders it (minified, with React's text separators). */
const page = (article: string): string =>
  `<!doctype html><html lang=de><head><title>x</title></head><body><nav><a href=/de/>Start</a></nav>` +
  `<main><article><nav class=theme-doc-breadcrumbs><a href=/de/>Home</a></nav>` +
  `<div class="theme-doc-markdown markdown">${article}</div><footer>Seite bearbeiten</footer></article></main></body></html>`;

const codeBlock =
  '<div><div class="language-js codeBlockContainer_mQmQ theme-code-block"><div class=codeBlockTitle_kY6l>app.js</div>' +
  '<div class=codeBlockContent_t_Hd><pre tabindex=0 class="prism-code language-js codeBlock_RMoD"><code class=codeBlockLines_AclH>' +
  '<div class=token-line><span class="token keyword">const</span><span class="token plain"> port </span><span class="token operator">=</span><span class="token plain"> </span><span class="token number">8080</span><span class="token punctuation">;</span><br/></div>' +
  '<div class=token-line><span class="token plain" style=display:inline-block></span><br/></div>' +
  '<div class=token-line><span class="token plain">app</span><span class="token punctuation">.</span><span class="token function">listen</span><span class="token punctuation">(</span><span class="token plain">port</span><span class="token punctuation">)</span><br/></div>' +
  '</code></pre></div></div></div>';

const admonition =
  '<div class="theme-admonition theme-admonition-tip admonition_WCGJ alert alert--success"><div class=admonitionHeading_GCBg>' +
  '<span class=admonitionIcon_L39b><svg viewBox="0 0 12 16"><path d="M6.5 0"/></svg></span>Tipp</div>' +
  '<div class=admonitionContent_pbrs><p>Nutze <code>www</code>, siehe <a href=/de/limit#requests>Limits</a>.</div></div>';

vi.mock('@docusaurus/Translate', () => ({
  translate: ({ message }: { message: string }, values?: Record<string, string>) =>
    message.replace(/\{(\w+)\}/g, (placeholder, name: string) => values?.[name] ?? placeholder),
}));

describe('HTML to Markdown', () => {
  const url = 'https://docs.nubiva.example/de/service/domain';

  it('says what the consent control does instead of a state and buttons that do nothing in text', () => {
    const control = renderToStaticMarkup(createElement(ConsentControl));
    const markdown = pageMarkdown(page(`<p>Before.</p>${control}<p>After.</p>`), url);
    expect(markdown).toMatch(
      /^Before\.\n\nThis text version of the page has no buttons\..*\n\nAfter\.\n$/,
    );
    expect(markdown).toContain('"Allow statistics cookies" or "Do not allow"');
    expect(markdown).not.toMatch(/are not allowed|^- /m);
  });

  it('keeps the article only: title, headings with their ids but no anchor links, text without React separators', () => {
    const markdown = pageMarkdown(
      page(
        '<header><h1>Eigene Domains</h1></header><p>Ein Dienst kann bis zu <!-- -->20<!-- --> eigene Domains haben.</p>' +
          '<h2 class="anchor anchorTargetStickyNavbar_tleR" id=add>Domain hinzufügen<a href=#add class=hash-link aria-label="Direkter Link" translate=no>\u200b</a></h2>',
      ),
      url,
    );
    expect(markdown).toBe(
      '# Eigene Domains\n\nEin Dienst kann bis zu 20 eigene Domains haben.\n\n## Domain hinzufügen {#add}\n',
    );
  });

  it('turns highlighted code back into plain fenced code with its language and title', () => {
    expect(pageMarkdown(page(codeBlock), url)).toBe(
      '```js title="app.js"\nconst port = 8080;\n\napp.listen(port)\n```\n',
    );
  });

  it('renders an admonition as a blockquote with its localised title, links absolute', () => {
    expect(pageMarkdown(page(admonition), url)).toBe(
      '> **Tipp**\n>\n> Nutze `www`, siehe [Limits](https://docs.nubiva.example/de/limit#requests).\n',
    );
  });

  it('writes tables as GFM tables and resolves relative and fragment links', () => {
    const markdown = pageMarkdown(
      page(
        '<p><a href=#add>unten</a> und <a href=../limit>Limits</a>, <a href=mailto:support@nubiva.example>Mail</a></p>' +
          '<table><thead><tr><th>Typ<th>Wert<tbody><tr><td><code>A</code><td><code>a|b</code></table>',
      ),
      url,
    );
    expect(markdown).toBe(
      '[unten](https://docs.nubiva.example/de/service/domain#add) und [Limits](https://docs.nubiva.example/de/limit), [Mail](mailto:support@nubiva.example)\n\n' +
        '| Typ | Wert   |\n| --- | ------ |\n| `A` | `a\\|b` |\n',
    );
  });

  it('writes query addresses as they are (no \\&), keeps autolinks and the default where needed', () => {
    const markdown = pageMarkdown(
      page(
        '<p><a href="https://nubiva.example/about?utm_source=docs&amp;utm_medium=content">Über uns</a>, ' +
          '<a href="https://nubiva.example/a?b=1&amp;c=2">https://nubiva.example/a?b=1&amp;c=2</a>, ' +
          '<a href="https://nubiva.example/x_(y)?a=1&amp;b=2">Klammern</a>, Q&amp;A</p>',
      ),
      url,
    );
    expect(markdown).toBe(
      '[Über uns](https://nubiva.example/about?utm_source=docs&utm_medium=content), ' +
        '<https://nubiva.example/a?b=1&c=2>, ' +
        '[Klammern](https://nubiva.example/x_\\(y\\)?a=1\\&b=2), Q&A\n',
    );
  });

  it('escapes only what a Markdown reader would otherwise read as syntax, and reads back as the HTML', () => {
    const html =
      '<h2 id=a-next_public_-variable>A <code>NEXT_PUBLIC_</code> variable</h2>' +
      '<p>The rediss:// scheme, not https://x; a wildcard such as *.example.com; C&amp;C, &amp;amp; and &amp;#38;</p>' +
      '<p>*a* and 2*3, <strong>b</strong> *c</p><p>snake_case and _x_, 2*3 <a href=/y>x*y</a></p>';
    const markdown = pageMarkdown(page(html), url);
    expect(markdown).toBe(
      '## A `NEXT_PUBLIC_` variable {#a-next_public_-variable}\n\n' +
        'The rediss:// scheme, not https\\://x; a wildcard such as *.example.com; C&C, \\&amp; and \\&#38;\n\n' +
        '\\*a\\* and 2\\*3, **b** \\*c\n\n' +
        'snake_case and \\_x\\_, 2\\*3 [x\\*y](https://docs.nubiva.example/y)\n',
    );
    // Parsed as GFM, every block says what the HTML says: no emphasis, link or entity appeared.
    const textOf = (node: MdastNodes): string =>
      'value' in node ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';
    const blocks = parseMarkdown(markdown).children;
    expect(blocks.map(textOf)).toEqual([
      'A NEXT_PUBLIC_ variable {#a-next_public_-variable}',
      'The rediss:// scheme, not https://x; a wildcard such as *.example.com; C&C, &amp; and &#38;',
      '*a* and 2*3, b *c',
      'snake_case and _x_, 2*3 x*y',
    ]);
    expect(
      blocks
        .flatMap((block): MdastNodes[] => ('children' in block ? block.children : []))
        .map((node) => node.type),
    ).toEqual(['text', 'inlineCode', 'text', 'text', 'text', 'strong', 'text', 'text', 'link']);
  });

  it('leaves a range between digits unescaped and escapes any other tilde', () => {
    expect(pageMarkdown(page('<p>300~1,500 ms, ~5 und a~b~c</p>'), url)).toBe(
      '300~1,500 ms, \\~5 und a\\~b\\~c\n',
    );
  });

  it('capitalises a lower-case admonition title (the theme does it with CSS)', () => {
    expect(pageMarkdown(page(admonition.replace('</span>Tipp<', '</span>tip<')), url)).toMatch(
      /^> \*\*Tip\*\*\n/,
    );
  });

  it('writes an empty file (one blank line in the HTML) as an empty fence', () => {
    const empty =
      '<div class="language-python codeBlockContainer_mQmQ theme-code-block"><div class=codeBlockTitle_kY6l>hello/__init__.py</div>' +
      '<div class=codeBlockContent_t_Hd><pre tabindex=0 class="prism-code language-python codeBlock_RMoD"><code class=codeBlockLines_AclH>' +
      '<div class=token-line><span class="token plain"> </span><br/></div></code></pre></div></div>';
    expect(pageMarkdown(page(empty), url)).toBe('```python title="hello/__init__.py"\n```\n');
  });

  it('fails on a page without an article', () => {
    expect(() => pageMarkdown('<html><body><p>x</p></body></html>', url)).toThrow(/<article>/);
  });

  it('compares a twin with its HTML: headings, numbers, code languages, tables', () => {
    const html = page(
      `<header><h1>Titel</h1></header><p>Bis zu 20 Domains, 1.024 MiB.</p>${codeBlock}${admonition}`,
    );
    const comparison = compareTwin(html, pageMarkdown(html, url));
    expect(comparison.htmlHeadings).toEqual(['1 Titel']);
    expect(comparison.markdownHeadings).toEqual(comparison.htmlHeadings);
    expect(comparison.htmlNumbers).toEqual(['20', '1.024', '8080']);
    expect(comparison.markdownNumbers).toEqual(comparison.htmlNumbers);
    expect(comparison.markdownCodeLanguages).toEqual(['js']);
    expect(comparison.problems).toEqual([]);
    const broken = compareTwin(
      html,
      "import X from 'y';\n\n# Titel\n\n:::tip\n\n<Tabs>\n\nBis {platform.limits.domains} [a](/de/x)\n\n```\nx\n```\n",
    );
    expect(broken.problems).toEqual([
      'raw HTML or JSX: <Tabs>',
      "MDX import/export: import X from 'y';",
      'admonition syntax (:::)',
      'unrendered expression {platform.limits.domains}',
      'relative link /de/x',
      'code block without a language: x',
    ]);
  });
});

describe('twin paths', () => {
  it('appends .md to a page, index.md to a folder route', () => {
    expect(markdownTwinPath('/de/service/domain')).toBe('/de/service/domain.md');
    expect(markdownTwinPath('/de/redis/')).toBe('/de/redis/index.md');
    expect(markdownTwinPath('/de/')).toBe('/de/index.md');
    expect(markdownTwinPath('/')).toBe('/index.md');
  });

  it('reads a sidebar in order, category pages before their items', () => {
    const category = {
      type: 'category',
      label: 'x',
      collapsed: false,
      collapsible: false,
    } as const;
    expect(
      sidebarDocIds([
        { type: 'doc', id: 'index' },
        {
          ...category,
          link: { type: 'doc', id: 'service/index' },
          items: [
            { type: 'doc', id: 'service/domain' },
            { type: 'link', href: 'https://example.org', label: 'x' },
          ],
        },
        { ...category, items: [{ type: 'ref', id: 'redis/index' }] },
      ]),
    ).toEqual(['index', 'service/index', 'service/domain', 'redis/index']);
  });
});

describe('llms.txt', () => {
  const site: LlmsSite = {
    name: 'Nubiva',
    summary: 'Die Dokumentation von Nubiva.',
    details: 'Jede Seite gibt es auch als Markdown.',
    mcp: 'MCP-Server: https://docs.nubiva.example/mcp',
    sections: [
      {
        title: 'Dokumente',
        pages: [
          {
            title: 'Eigene Domains [DNS]',
            description: 'Verbinde deine Domain\nmit einem Dienst.',
            url: 'https://docs.nubiva.example/de/service/domain',
            markdownUrl: 'https://docs.nubiva.example/de/service/domain.md',
            markdown: '# Eigene Domains\n\nText.\n',
          },
        ],
      },
    ],
  };

  it('is written in the llmstxt.org format', () => {
    const text = llmsTxt(site);
    expect(text).toBe(
      '# Nubiva\n\n> Die Dokumentation von Nubiva.\n\nJede Seite gibt es auch als Markdown.\n\n' +
        'MCP-Server: https://docs.nubiva.example/mcp\n\n## Dokumente\n\n' +
        '- [Eigene Domains \\[DNS\\]](https://docs.nubiva.example/de/service/domain.md): Verbinde deine Domain mit einem Dienst.\n',
    );
    expect(parseLlmsTxt(text)).toEqual({
      name: 'Nubiva',
      summary: 'Die Dokumentation von Nubiva.',
      sections: [
        {
          title: 'Dokumente',
          links: [
            {
              title: 'Eigene Domains [DNS]',
              url: 'https://docs.nubiva.example/de/service/domain.md',
              notes: 'Verbinde deine Domain mit einem Dienst.',
            },
          ],
        },
      ],
      errors: [],
    });
  });

  it('llms-full.txt has the header, then each page after its address', () => {
    expect(llmsFullTxt(site)).toBe(
      '# Nubiva\n\n> Die Dokumentation von Nubiva.\n\nJede Seite gibt es auch als Markdown.\n\n' +
        'MCP-Server: https://docs.nubiva.example/mcp\n\n' +
        '<https://docs.nubiva.example/de/service/domain>\n\n# Eigene Domains\n\nText.\n',
    );
  });

  it('the format check reports what the format does not allow', () => {
    expect(
      parseLlmsTxt('Nubiva\n\n### Docs\n\n## Docs\n\n- Schnellstart\n\n## Leer\n').errors,
    ).toEqual([
      'line 1 must be the H1 "# <name>", found "Nubiva"',
      'heading before the file lists: ### Docs',
      'not a file-list entry "- [name](url): notes": - Schnellstart',
      'section "Docs" lists no file',
      'section "Leer" lists no file',
    ]);
  });
});
