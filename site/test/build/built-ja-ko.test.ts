/**
 * The Japanese and Korean translations in the built site (`npm test` builds before the unit tests;
 * SITE_BUILD_DIR points at another build): every English page is built in
 * ja and ko from its translation, so none shows the "untranslated" notice
 * (`<div data-untranslated-notice>`, src/components/UntranslatedNotice.tsx),
 * while the notice, in the reader's language, stays in the bundles for a page
 * added later without a translation.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDir, type DocsPlugin } from '../content/pages';
import { cjkLocales, loadPluginPages, pageRoute } from '../content/translation-parity';

const siteBuild = process.env.SITE_BUILD_DIR ?? join(siteDir, 'build');

/** The built HTML file of a route. */
const htmlFile = (build: string, route: string): string =>
  join(build, route.endsWith('/') ? `${route}index.html` : `${route}/index.html`);

/** What is wrong with one built page of a locale: missing, another language, or the notice. */
function pageProblems(build: string, route: string, locale: string): string[] {
  const file = htmlFile(build, route);
  if (!existsSync(file)) return [`${route} is not built (${file})`];
  const html = readFileSync(file, 'utf8');
  const problems: string[] = [];
  if (!new RegExp(`<html[^>]*\\slang=["']?${locale}\\b`).test(html))
    problems.push(`${route} is not a ${locale} page (<html lang>)`);
  if (/\sdata-untranslated-notice(?=[\s=>])/.test(html))
    problems.push(
      `${route} shows the "untranslated" notice: the build fell back to the English source`,
    );
  return problems;
}

/** The notice's translation as bundled for a locale, or what is missing. */
function bundledNotice(build: string, locale: string): { renders: boolean; text?: string } {
  const jsDir = join(build, locale, 'assets', 'js');
  const sources = existsSync(jsDir)
    ? readdirSync(jsDir)
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(join(jsDir, name), 'utf8'))
    : [];
  const literal = sources
    .map((source) => /"nubiva\.doc\.untranslatedNotice":("(?:[^"\\]|\\.)*")/.exec(source)?.[1])
    .find((found) => found !== undefined);
  return {
    renders: sources.some((source) => source.includes('data-untranslated-notice')),
    text: literal === undefined ? undefined : (JSON.parse(literal) as string),
  };
}

const noticeMessage = (locale: string): string | undefined =>
  (
    JSON.parse(readFileSync(join(siteDir, 'i18n', locale, 'code.json'), 'utf8')) as Record<
      string,
      { message?: string }
    >
  )['nubiva.doc.untranslatedNotice']?.message;

const plugins: DocsPlugin[] = ['docs', 'examples'];

describe.each(cjkLocales)('the built %s site', (locale) => {
  const routes = plugins.flatMap((plugin) =>
    loadPluginPages('en', plugin).map((page) => pageRoute(page, plugin, locale)),
  );

  it('has a route for each of the 42 English pages', () => {
    expect(routes.length).toBeGreaterThanOrEqual(42);
  });

  it.each(routes)('%s is built in its language and shows no "untranslated" notice', (route) => {
    expect(pageProblems(siteBuild, route, locale)).toEqual([]);
  });

  it('still carries the notice, in its language, for pages added without a translation', () => {
    const message = noticeMessage(locale);
    expect(message, `i18n/${locale}/code.json translates nubiva.doc.untranslatedNotice`).toMatch(
      /\S/,
    );
    expect(bundledNotice(siteBuild, locale)).toEqual({ renders: true, text: message });
  });
});

describe('the built-site checks catch what they should', () => {
  const build = (files: Record<string, string>): string => {
    const dir = mkdtempSync(join(tmpdir(), 'built-ja-ko-'));
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), content);
    }
    return dir;
  };
  const page = (lang: string, body: string) =>
    `<!doctype html><html lang=${lang} dir=ltr><body><article>${body}</article></body></html>`;

  it('reports a page with the notice, a page in English and a missing page, naming the route', () => {
    const dir = build({
      // How UntranslatedNotice renders, minified.
      'ja/overview/index.html': page(
        'ja',
        '<div data-untranslated-notice=""><div class="theme-admonition">…</div></div><h1>Overview</h1>',
      ),
      'ko/redis/index.html': page('en', '<h1>Redis</h1>'),
      'ko/examples/python/flask/index.html': page(
        'ko',
        '<h1>Flask</h1><p>data-untranslated-notice 설명</p>',
      ),
    });
    expect(pageProblems(dir, '/ja/overview', 'ja')).toEqual([
      '/ja/overview shows the "untranslated" notice: the build fell back to the English source',
    ]);
    expect(pageProblems(dir, '/ko/redis/', 'ko')).toEqual([
      '/ko/redis/ is not a ko page (<html lang>)',
    ]);
    expect(pageProblems(dir, '/ko/examples/python/flask', 'ko')).toEqual([]);
    expect(pageProblems(dir, '/ja/service/domain', 'ja')).toEqual([
      `/ja/service/domain is not built (${join(dir, 'ja/service/domain/index.html')})`,
    ]);
  });

  it('reports bundles without the notice or without its translation', () => {
    const dir = build({
      'ja/assets/js/main.js': 'var t={"nubiva.doc.other":"x"};',
      'ko/assets/js/main.js': 'var t={"nubiva.doc.untranslatedNotice":"\\uC774 \\"x\\""};',
      'ko/assets/js/1.js': 'e("div",{"data-untranslated-notice":""})',
    });
    expect(bundledNotice(dir, 'ja')).toEqual({ renders: false, text: undefined });
    expect(bundledNotice(dir, 'ko')).toEqual({ renders: true, text: '이 "x"' });
  });
});
