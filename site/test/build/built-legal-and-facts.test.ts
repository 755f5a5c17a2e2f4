/**
 * The legal pages and facts in the built site (`npm test` builds before the unit tests;
 * SITE_BUILD_DIR points at another build): the Impressum (§ 5 DDG) is on the
 * contact page of every locale with the provider's data from brand.ts and one
 * click away from every page (a footer link); the regions read the same on the
 * overview and the services page; troubleshooting entries give cause and fix
 * their own paragraphs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { brand } from '../../src/data/brand';
import { recipients, transferBases } from '../../src/data/legal';
import { statements } from '../../src/data/statements';
import { regions } from '../../src/data/platform';
import { locales } from '../../src/data/site';
import { siteDir } from '../content/pages';

const siteBuild = process.env.SITE_BUILD_DIR ?? join(siteDir, 'build');
const prefix = (locale: string): string => (locale === 'en' ? '' : `/${locale}`);
const otherLocales = locales.filter((locale) => locale !== 'en');

function page(route: string): Element[] {
  const file = join(siteBuild, route, 'index.html');
  return parseDocument(readFileSync(file, 'utf8')).children as Element[];
}

const text = (nodes: Element | Element[]): string =>
  DomUtils.textContent(nodes)
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const all = (nodes: Element[], test: (element: Element) => boolean): Element[] =>
  DomUtils.findAll(test, nodes);

/** The locale of a built HTML file, from its folder. */
function localeOf(file: string): string {
  const first = file.split(sep)[0];
  return otherLocales.find((locale) => locale === first) ?? 'en';
}

describe('the built site: legal notice, regions, troubleshooting', () => {
  it('exists: build the site first (npm run build -w site) or set SITE_BUILD_DIR', () => {
    expect(existsSync(join(siteBuild, 'de', 'contact', 'index.html')), siteBuild).toBe(true);
  });

  it('links the Impressum from the footer of every page in every locale', () => {
    const files = readdirSync(siteBuild, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.html'),
    );
    expect(files.length).toBeGreaterThan(100);
    const missing = files.filter((file) => {
      const target = `${prefix(localeOf(file))}/contact#impressum`;
      const dom = parseDocument(readFileSync(join(siteBuild, file), 'utf8')).children as Element[];
      const footers = all(dom, (element) => element.name === 'footer');
      return !all(footers, (element) => element.name === 'a' && element.attribs.href === target)
        .length;
    });
    expect(missing).toEqual([]);
  });

  it.each(locales)('shows the provider data of brand.ts on /contact (%s)', (locale) => {
    const dom = page(`${prefix(locale)}/contact`);
    const [heading] = all(dom, (element) => element.attribs.id === 'impressum');
    expect(heading?.name).toBe('h2');
    if (locale === 'de') expect(text(heading!)).toBe('Impressum');
    else expect(text(heading!)).toContain('Impressum');
    const section = text(all(dom, (element) => element.name === 'article'));
    const { imprint } = brand;
    for (const value of [
      brand.legalName,
      imprint.street,
      `${imprint.postalCode} ${imprint.city}`,
      ...imprint.representatives,
      imprint.registerCourt,
      imprint.registerNumber,
      imprint.vatId,
      imprint.phone,
      brand.email.legal,
    ])
      expect(section, value).toContain(value);
  });

  it.each(locales.filter((locale) => locale !== 'de'))(
    'links the binding German terms at /de/term, not under its own locale (%s)',
    (locale) => {
      const article = all(page(`${prefix(locale)}/term`), (element) => element.name === 'article');
      const links = all(article, (element) => element.name === 'a').map(
        ({ attribs }) => attribs.href,
      );
      expect(links).toContain('/de/term');
      expect(links.filter((href) => /^\/[a-z]{2}\/[a-z]{2}\//.test(href ?? ''))).toEqual([]);
    },
  );

  it.each(locales)('renders the regions alike on the overview and /service/ (%s)', (locale) => {
    const locations = (route: string): string[] =>
      regions.map((region) => {
        const row = all(
          page(route),
          (element) =>
            element.name === 'tr' &&
            all(element.children as Element[], (cell) => cell.name === 'code').some(
              (code) => text(code) === region.id,
            ),
        )[0];
        const cells = all(row ? [row] : [], (element) => element.name === 'td');
        return cells.length > 1 ? text(cells[1]!) : '';
      });
    const overview = locations(`${prefix(locale)}/overview`);
    expect(locations(`${prefix(locale)}/service`)).toEqual(overview);
    for (const location of overview) {
      expect(location).not.toBe('');
      expect(location).not.toMatch(/\([A-Z]{2}\)$/);
    }
  });

  const labels: Record<string, [cause: string, fix: string]> = {
    en: ['Cause:', 'Fix:'],
    de: ['Ursache:', 'Lösung:'],
    ja: ['原因：', '対処：'],
    ko: ['원인:', '해결 방법:'],
  };
  it.each(locales)('gives cause and fix their own paragraphs in troubleshooting (%s)', (locale) => {
    const [cause, fix] = labels[locale]!;
    const paragraphs = all(page(`${prefix(locale)}/service/troubleshooting`), (element) =>
      ['p', 'li'].includes(element.name),
    ).map(text);
    expect(paragraphs.filter((paragraph) => paragraph.startsWith(fix)).length).toBeGreaterThan(10);
    expect(
      paragraphs.filter((paragraph) => paragraph.includes(cause) && paragraph.includes(fix)),
    ).toEqual([]);
  });
});

describe('texts of the data in the scripts', () => {
  // The scripts that hold the statements and the legal pages' data carry the page's language only.
  const scriptsOf = (locale: string): string =>
    readdirSync(join(siteBuild, prefix(locale), 'assets', 'js'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(siteBuild, prefix(locale), 'assets', 'js', name), 'utf8'))
      .join('\n')
      // The minifier writes letters beyond ASCII as escapes.
      .replace(/\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2}))/g, (_, u?: string, x?: string) =>
        String.fromCharCode(parseInt(u ?? x ?? '', 16)),
      );
  // A statement's JSON-escaped text, as a bundle holds it.
  const inScripts = (scripts: string, text: string): boolean =>
    scripts.includes(JSON.stringify(text).slice(1, 61));

  it.each(locales)(
    'the %s build’s scripts hold its own statements and no other language’s',
    (locale) => {
      const scripts = scriptsOf(locale);
      const samples = Object.values(statements).slice(0, 5);
      for (const statement of samples) {
        expect(inScripts(scripts, statement[locale])).toBe(true);
        for (const other of locales.filter((l) => l !== locale)) {
          expect(inScripts(scripts, statement[other])).toBe(false);
        }
      }
    },
  );

  it.each(locales)(
    'the %s build’s scripts hold its own texts of the recipients and no other language’s',
    (locale) => {
      const scripts = scriptsOf(locale);
      const texts = [...recipients.map((r) => r.purpose), transferBases.adequacy.explanation];
      for (const text of texts) {
        expect(inScripts(scripts, text[locale])).toBe(true);
        for (const other of locales.filter((l) => l !== locale))
          expect(inScripts(scripts, text[other])).toBe(false);
      }
    },
  );
});
