/**
 * Issue 18: the Markdown twin of every page, llms.txt and llms-full.txt.
 * Unit tests of the HTML→Markdown conversion and the llms.txt writer, then
 * the real build (`npm test` builds before the unit tests; SITE_BUILD_DIR
 * points at another one, e.g. a single-locale build).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { brand } from '../src/data/brand';
import { locales, defaultLocale } from '../src/data/site';
import { sidebarDocIds } from '../src/plugins/agentDocs';
import { llmsFullTxt, llmsTxt, type LlmsSite } from '../src/plugins/agentDocs/llms';
import { findElement, pageMarkdown } from '../src/plugins/agentDocs/markdown';
import { markdownTwinPath } from '../src/utils/markdownTwin';
import { builtPages, compareTwin, fileOfUrl, parseLlmsTxt } from './agent-docs/check';

const siteDir = path.resolve(import.meta.dirname, '..');

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

describe('HTML to Markdown', () => {
  const url = 'https://docs.nubiva.example/de/service/domain';

  it('keeps the article only: title, headings without anchors, text without React separators', () => {
    const markdown = pageMarkdown(
      page(
        '<header><h1>Eigene Domains</h1></header><p>Ein Dienst kann bis zu <!-- -->20<!-- --> eigene Domains haben.</p>' +
          '<h2 class="anchor anchorTargetStickyNavbar_tleR" id=add>Domain hinzufügen<a href=#add class=hash-link aria-label="Direkter Link" translate=no>\u200b</a></h2>',
      ),
      url,
    );
    expect(markdown).toBe(
      '# Eigene Domains\n\nEin Dienst kann bis zu 20 eigene Domains haben.\n\n## Domain hinzufügen\n',
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
        '[Klammern](https://nubiva.example/x_\\(y\\)?a=1\\&b=2), Q\\&A\n',
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
    expect(
      sidebarDocIds([
        { type: 'doc', id: 'index' },
        {
          type: 'category',
          link: { type: 'doc', id: 'service/index' },
          items: [{ type: 'doc', id: 'service/domain' }, { type: 'link' }],
        },
        { type: 'category', items: [{ type: 'ref', id: 'redis/index' }] },
      ]),
    ).toEqual(['index', 'service/index', 'service/domain', 'redis/index']);
  });
});

describe('llms.txt', () => {
  const site: LlmsSite = {
    name: 'Nubiva',
    summary: 'Die Dokumentation von Nubiva.',
    details: 'Jede Seite gibt es auch als Markdown.',
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
      '# Nubiva\n\n> Die Dokumentation von Nubiva.\n\nJede Seite gibt es auch als Markdown.\n\n## Dokumente\n\n' +
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

/** The real build: every page of every locale it holds. */
describe('the built site', () => {
  const buildDir = process.env.SITE_BUILD_DIR
    ? path.resolve(siteDir, '..', process.env.SITE_BUILD_DIR)
    : path.join(siteDir, 'build');
  const pages = existsSync(buildDir) ? builtPages(buildDir) : [];
  const read = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');

  /** Locale roots of the build: "" (the default locale or a single-locale build) and each locale folder. */
  const roots = [
    '',
    ...locales.filter((locale) => existsSync(path.join(buildDir, locale, '404.html'))),
  ];
  const rootOf = (pathname: string): string =>
    roots.find((root) => root !== '' && pathname.startsWith(`/${root}/`)) ?? '';
  /** The locale a root holds: a single-locale build names it in <html lang>. */
  const localeOf = (root: string): string =>
    root || (/<html[^>]*\blang=["']?([a-z]+)/.exec(read('404.html'))?.[1] ?? defaultLocale);

  it('has pages in every locale it was built for', () => {
    expect(existsSync(path.join(buildDir, 'index.html')), buildDir).toBe(true);
    for (const root of roots) {
      expect(pages.filter((built) => rootOf(built.pathname) === root).length, root).toBeGreaterThan(
        40,
      );
    }
  });

  it('gives every page a Markdown twin with the same headings, numbers, code and tables', () => {
    const mismatches: string[] = [];
    for (const built of pages) {
      if (!existsSync(path.join(buildDir, built.twinFile))) {
        mismatches.push(`${built.pathname}: no twin ${built.twinFile}`);
        continue;
      }
      const twin = compareTwin(read(built.file), read(built.twinFile));
      const differ = (what: string, html: unknown, markdown: unknown) => {
        if (JSON.stringify(html) !== JSON.stringify(markdown)) {
          mismatches.push(
            `${built.pathname}: ${what} differ\n  HTML: ${JSON.stringify(html)}\n  .md:  ${JSON.stringify(markdown)}`,
          );
        }
      };
      differ('headings', twin.htmlHeadings, twin.markdownHeadings);
      differ('numbers', twin.htmlNumbers, twin.markdownNumbers);
      differ('code blocks', twin.htmlCodeLanguages, twin.markdownCodeLanguages);
      differ('tables', twin.htmlTables, twin.markdownTables);
      mismatches.push(...twin.problems.map((problem) => `${built.pathname}: ${problem}`));
    }
    expect(mismatches).toEqual([]);
  });

  it.each(roots)(
    'llms.txt and llms-full.txt of "/%s" follow the format and list every page in sidebar order',
    (root) => {
      const prefix = root ? `${root}/` : '';
      const locale = localeOf(root);
      const llms = parseLlmsTxt(read(`${prefix}llms.txt`));
      expect(llms.errors).toEqual([]);
      expect(llms.name).toBe(brand.name);

      // The summary in the locale's language (its translation, or the English default).
      const translation = path.join(siteDir, 'i18n', locale, 'nubiva-agent-docs', 'llms.json');
      if (existsSync(translation)) {
        const { summary } = JSON.parse(readFileSync(translation, 'utf8')) as Record<
          string,
          { message: string }
        >;
        expect(llms.summary).toBe(summary!.message.replaceAll('{brand}', brand.name));
      } else {
        expect(locale).toBe(defaultLocale);
        expect(llms.summary).toMatch(/^Documentation of /);
      }

      // Sections: the sidebars, named and ordered as the pages' own sidebars (navbar labels).
      const localePages = pages.filter((built) => rootOf(built.pathname) === root);
      const byUrl = new Map(localePages.map((built) => [built.url, built]));
      const sidebarOrder = (pathname: string): string[] => {
        const html = fromHtml(read(`${prefix}${pathname}index.html`));
        const menu = findElement(html, (element) =>
          ((element.properties.className as string[] | undefined) ?? []).includes(
            'theme-doc-sidebar-menu',
          ),
        );
        const links: string[] = [];
        const visit = (node: Element) => {
          const href = node.properties.href;
          if (node.tagName === 'a' && typeof href === 'string' && !href.startsWith('#')) {
            links.push(new URL(href, 'https://docs.nubiva.example').pathname);
          }
          node.children.forEach((child) => child.type === 'element' && visit(child));
        };
        if (menu) visit(menu);
        return links;
      };
      const navbar = JSON.parse(
        existsSync(path.join(siteDir, 'i18n', locale, 'docusaurus-theme-classic', 'navbar.json'))
          ? readFileSync(
              path.join(siteDir, 'i18n', locale, 'docusaurus-theme-classic', 'navbar.json'),
              'utf8',
            )
          : '{}',
      ) as Record<string, { message: string }>;
      const label = (english: string) => navbar[`item.label.${english}`]?.message ?? english;
      expect(llms.sections.map((section) => section.title)).toEqual([
        label('Docs'),
        label('Examples'),
      ]);
      const [docs, examples] = llms.sections;
      const pathsOf = (section: typeof docs) =>
        section!.links.map((link) => new URL(link.url).pathname);
      expect(pathsOf(docs)).toEqual(sidebarOrder('').map(markdownTwinPath));
      expect(pathsOf(examples)).toEqual(sidebarOrder('examples/').map(markdownTwinPath));

      // Every page once; every link names an existing twin; every entry has a description.
      const linked = llms.sections.flatMap((section) => section.links);
      const twinUrls = localePages.map((built) => markdownTwinPath(new URL(built.url).pathname));
      expect(linked.map((link) => new URL(link.url).pathname).sort()).toEqual(twinUrls.sort());
      for (const link of linked) {
        expect(link.url, link.url).toMatch(/^https:\/\/[^/]+\/.*\.md$/);
        expect(fileOfUrl(buildDir, link.url), link.url).not.toBeNull();
        expect(link.notes.length, link.url).toBeGreaterThan(20);
        expect(link.notes, link.url).not.toMatch(/[{}<>]/);
      }

      // llms-full.txt: the same header, then every twin in the order of llms.txt.
      const full = read(`${prefix}llms-full.txt`);
      const header = read(`${prefix}llms.txt`).split('\n## ')[0]!;
      expect(full.startsWith(header)).toBe(true);
      let position = header.length;
      for (const link of linked) {
        const twin = readFileSync(fileOfUrl(buildDir, link.url)!, 'utf8').trim();
        const pageUrl = link.url.replace(/index\.md$/, '').replace(/\.md$/, '');
        const found = full.indexOf(`<${pageUrl}>\n\n${twin}\n`, position);
        expect(found, `${link.url} in llms-full.txt after position ${position}`).toBeGreaterThan(
          -1,
        );
        position = found + twin.length;
      }
      expect(byUrl.size).toBe(linked.length);
    },
  );
});
