/**
 * Markdown twins and llms.txt in the built site (SITE_BUILD_DIR points at another build, e.g. a single-locale one):
 * every page has a Markdown twin that says what the page says; llms.txt and llms-full.txt list
 * every page in sidebar order. The converter's unit tests are in ../agent-docs.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { brand } from '../../src/data/brand';
import { agentAccess, locales, defaultLocale } from '../../src/data/site';
import { agentFamilies } from '@nubiva/server/user-agents';
import { findElement } from '../../src/plugins/agentDocs/markdown';
import { markdownTwinPath } from '../../src/utils/markdownTwin';
import { builtPages, compareTwin, fileOfUrl, parseLlmsTxt } from '../agent-docs/check';

const siteDir = path.resolve(import.meta.dirname, '../..');

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
        // The twin without its pointer line (llms.txt and the MCP server), which llms-full.txt
        // names once in its header.
        const twin = readFileSync(fileOfUrl(buildDir, link.url)!, 'utf8')
          .replace(/^> .*\n\n/, '')
          .trim();
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

  const mcpUrl = `${brand.docsUrl}${agentAccess.mcpPath}`;
  /** The addresses a GFM autolinker finds in a line (a URL runs to the next space or `<`, `>`). */
  const linkedUrls = (line: string) => line.match(/https?:\/\/[^\s<>]+/g) ?? [];

  it.each(roots)(
    'names "/%s" llms.txt and the MCP server atop every twin and in llms.txt',
    (root) => {
      const prefix = root ? `${root}/` : '';
      const llmsUrl = `${brand.docsUrl}/${prefix}llms.txt`;
      const twins = pages.filter((built) => rootOf(built.pathname) === root);
      expect(twins.length).toBeGreaterThan(40);
      for (const built of twins) {
        const [pointer, blank, title] = read(built.twinFile).split('\n');
        expect(pointer, built.twinFile).toMatch(/^> /);
        expect(pointer, built.twinFile).toContain(llmsUrl);
        expect(pointer, built.twinFile).toContain(mcpUrl);
        // An autolinker reads a bare URL up to the next space: a particle glued to it (Korean
        // "llms.txt에") would become part of the address.
        expect(linkedUrls(pointer!), built.twinFile).toEqual([llmsUrl, mcpUrl]);
        expect([blank, title?.startsWith('# ')], built.twinFile).toEqual(['', true]);
      }
      const llms = read(`${prefix}llms.txt`).split('\n');
      expect(llms.filter((line) => line.includes(mcpUrl))).toHaveLength(1);
      expect(linkedUrls(llms.find((line) => line.includes(mcpUrl))!)).toEqual([mcpUrl]);
      // llms-full.txt holds the twins without their pointer: its header names the server.
      const full = read(`${prefix}llms-full.txt`);
      expect(full.slice(0, full.indexOf('\n<https://'))).toContain(mcpUrl);
      expect(full).not.toContain(read(twins[0]!.twinFile).split('\n')[0]);
    },
  );

  it('has a robots.txt that lets every crawler and the AI crawlers by name read, with the content signal and every sitemap', () => {
    const robots = read('robots.txt');
    const groups = robots
      .split(/\n\s*\n/)
      .map((group) => group.split('\n').filter((line) => !line.startsWith('#')))
      .filter((lines) => lines.some((line) => line.startsWith('User-agent:')));
    const signal = `Content-Signal: ${Object.entries(agentAccess.contentSignal)
      .map(([use, allowed]) => `${use}=${allowed}`)
      .join(', ')}`;
    const agents = groups.flatMap((lines) =>
      lines.filter((line) => line.startsWith('User-agent: ')).map((line) => line.slice(12)),
    );
    expect(agents).toEqual(['*', ...agentFamilies]);
    for (const lines of groups) {
      expect(lines).toContain('Allow: /');
      expect(lines).toContain(signal);
      expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual([]);
    }
    const sitemaps = robots.split('\n').filter((line) => line.startsWith('Sitemap: '));
    expect(sitemaps).toEqual(
      roots.map((root) => `Sitemap: ${brand.docsUrl}/${root ? `${root}/` : ''}sitemap.xml`),
    );
    for (const sitemap of sitemaps) expect(fileOfUrl(buildDir, sitemap.slice(9))).not.toBeNull();
  });
});
