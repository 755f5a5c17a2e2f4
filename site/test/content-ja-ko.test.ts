/**
 * Every English page has a Japanese and a Korean translation that
 * is written in its language and matches the English page one to one in
 * headings and anchors, facts (every `{…}` expression and fact component),
 * embedded example files and link targets. The English of the same checkout
 * is the reference, so a change made to all locales (a new component instead
 * of an expression) keeps the check green, and a change made to English only
 * turns it red until the translations follow.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesDir, parsePage, siteDir, type DocPage, type DocsPlugin } from './content/pages';
import {
  cjkLocales,
  countScript,
  factDifferences,
  headingDifferences,
  languageProblems,
  linkDifferences,
  loadPluginPages,
  missingPages,
  nativeShare,
  placeDifferences,
  type CjkLocale,
  type LanguageThresholds,
} from './content/translation-parity';

/**
 * Calibrated on the 84 ja and ko pages as first written (commit 92486ff),
 * counting letters of the reader's text (title, description, paragraphs,
 * headings, table cells; no code, no URLs, no expressions, no names in Latin
 * script such as Redis, DNS or Node.js, which have a capital, digit or dot):
 *
 * - pageShare: the share of Hiragana/Katakana/Han (ja) or Hangul (ko) letters
 *   (quotations of English messages aside) was at least 93.6 % on every page
 *   (ko examples/python/index; the lowest Japanese pages, service/connect-to-github
 *   and examples/python/flask, 95.4 %) and 99–100 % on most; the English source
 *   pages read as ja or ko score 0 %. At 80 % a page fails when a fifth of its
 *   letters are English words, about two paragraphs of ten, while the real
 *   pages keep a margin of 13 points.
 * - blockWords: one paragraph, heading or cell held at most 4 lower-case
 *   English words outside quotation marks (「stdout、stderr、build、platform」
 *   stream names); quoted error messages and interface labels («too many
 *   connections», "DNS only") stay English on purpose. An English sentence
 *   left in a block has 6 such words or more, so a single untranslated
 *   paragraph fails even where the page's share stays high.
 */
export const thresholds: LanguageThresholds = { pageShare: 0.8, blockWords: 6 };

const plugins: DocsPlugin[] = ['docs', 'examples'];
const englishPages = Object.fromEntries(
  plugins.map((plugin) => [plugin, loadPluginPages('en', plugin)]),
) as Record<DocsPlugin, DocPage[]>;

/** ja and ko pages paired with their English page, named by file. */
function pairs(locale: CjkLocale): [string, DocPage, DocPage][] {
  return plugins.flatMap((plugin) => {
    const english = new Map(englishPages[plugin].map((page) => [page.id, page]));
    return loadPluginPages(locale, plugin).flatMap((page) => {
      const source = english.get(page.id);
      return source ? [[page.file, source, page] as [string, DocPage, DocPage]] : [];
    });
  });
}

it('finds the 21 docs and 21 example pages in English', () => {
  expect(englishPages.docs.length).toBeGreaterThanOrEqual(21);
  expect(englishPages.examples.length).toBeGreaterThanOrEqual(21);
});

describe.each(cjkLocales)('%s translation', (locale) => {
  it.each(plugins)(`every English %s page has a ${locale} translation, and no more`, (plugin) => {
    expect(missingPages(englishPages[plugin], loadPluginPages(locale, plugin), locale)).toEqual([]);
  });

  const cases = pairs(locale);

  it.each(cases)('%s is written in its language', (_file, _english, page) => {
    expect(languageProblems(page, locale, thresholds)).toEqual([]);
  });

  it.each(cases)('%s has the headings and anchors of the English page', (_file, english, page) => {
    expect(headingDifferences(english, page)).toEqual([]);
  });

  it.each(cases)('%s has the route and sidebar place of the English page', (_f, english, page) => {
    expect(placeDifferences(english, page)).toEqual([]);
  });

  it.each(cases)('%s shows the facts of the English page', (_file, english, page) => {
    expect(factDifferences(english, page)).toEqual([]);
  });

  it.each(cases)('%s links where the English page links', (_file, english, page) => {
    expect(linkDifferences(english, page)).toEqual([]);
  });
});

// ---------------------------------------------------------------- the checks can fail

const read = (locale: 'en' | CjkLocale, plugin: DocsPlugin, id: string): DocPage => {
  const dir = pagesDir(locale, plugin);
  const name = ['.mdx', '.md']
    .map((extension) => `${id}${extension}`)
    .find((file) => {
      try {
        readFileSync(join(dir, file));
        return true;
      } catch {
        return false;
      }
    });
  if (!name) throw new Error(`no ${locale} page ${id} in ${dir.slice(siteDir.length + 1)}`);
  return parsePage(locale, join(dir, name), readFileSync(join(dir, name), 'utf8'), dir);
};

/** The page with `from` replaced by `to` in its source (which must contain `from`). */
function edited(page: DocPage, from: string | RegExp, to: string, plugin: DocsPlugin): DocPage {
  const source = page.source.replace(from, to);
  expect(source, `fixture: ${String(from)} must occur in ${page.file}`).not.toBe(page.source);
  return parsePage(page.locale, join(siteDir, page.file), source, pagesDir(page.locale, plugin));
}

describe('the ja/ko checks catch what they should', () => {
  const enDomain = read('en', 'docs', 'service/domain');
  const jaDomain = read('ja', 'docs', 'service/domain');
  const koDomain = read('ko', 'docs', 'service/domain');

  it('the fixture pages pass as they are', () => {
    for (const page of [jaDomain, koDomain]) {
      expect(languageProblems(page, page.locale as CjkLocale, thresholds)).toEqual([]);
      expect(headingDifferences(enDomain, page)).toEqual([]);
      expect(factDifferences(enDomain, page)).toEqual([]);
      expect(linkDifferences(enDomain, page)).toEqual([]);
    }
  });

  it('an English paragraph left untranslated fails, though the page is still mostly Japanese', () => {
    const english = enDomain.proseBlocks.find((block) => block.startsWith('Remove any other'));
    expect(english).toBeDefined();
    const page = edited(
      jaDomain,
      /^同じ名前にあるほかの.*$/m,
      'Remove any other `A` or `AAAA` records at the same name, for example the parking page of your registrar. Otherwise some visitors end up on the old server, and certificate issuance fails.',
      'docs',
    );
    expect(nativeShare(countScript(page.prose, 'ja'))).toBeGreaterThan(thresholds.pageShare);
    const problems = languageProblems(page, 'ja', thresholds);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^English left in the text \(\d+ English words: .*"Remove any other/,
    );
  });

  it('an English page in the Korean folder fails the share of Hangul', () => {
    const page = parsePage('ko', join(siteDir, koDomain.file), enDomain.source, pagesDir('ko'));
    expect(languageProblems(page, 'ko', thresholds)[0]).toBe(
      "0.0 % of the prose's letters are ko script (at least 80 % expected)",
    );
  });

  it('a page with English in many short blocks fails the share of its script', () => {
    // Eight Japanese paragraphs and three English ones of five words each (under the
    // block limit): a quarter of the letters are English.
    const page = parsePage(
      'ja',
      join(pagesDir('ja'), 'sample.mdx'),
      '---\ntitle: サンプル\n---\n\n' +
        'これは日本語で書かれた段落です。\n\n'.repeat(8) +
        'add the app and run\n\n'.repeat(3),
    );
    const share = nativeShare(countScript(page.prose, 'ja'));
    expect(share).toBeLessThan(thresholds.pageShare);
    expect(languageProblems(page, 'ja', thresholds)).toEqual([
      expect.stringMatching(/ % of the prose's letters are ja script \(at least 80 % expected\)$/),
    ]);
  });

  it('names, code, URLs and quoted messages do not count as English', () => {
    expect(
      countScript(
        'Redis と PostgreSQL、Node.js、DNS の CNAME、https://example.com/path と www.example.com、Let’s Encrypt',
        'ja',
      ).foreign,
    ).toBe(0);
    const quoted = parsePage(
      'ko',
      join(pagesDir('ko'), 'sample.mdx'),
      '---\ntitle: 예\n---\n\n"remaining connection slots are reserved for superuser" 오류가 나면 `too many connections for role` 을 확인합니다.\n',
    );
    expect(languageProblems(quoted, 'ko', thresholds)).toEqual([]);
  });

  it('a changed heading level, a missing id and a reordered heading fail, naming them', () => {
    const level = edited(
      jaDomain,
      '### サブドメインの DNS レコード',
      '## サブドメインの DNS レコード',
      'docs',
    );
    expect(headingDifferences(enDomain, level)).toEqual([
      'heading 4 of the English page, h3 #subdomain-records (DNS records for a subdomain), has no counterpart',
      'heading 4, h2 #subdomain-records (サブドメインの DNS レコード), is not on the English page at that place',
    ]);

    const noId = edited(
      jaDomain,
      '## ドメインを追加する {/* #add */}',
      '## ドメインを追加する',
      'docs',
    );
    expect(headingDifferences(enDomain, noId)).toEqual([
      'heading 3 of the English page, h2 #add (Add a domain), has no counterpart',
      'heading 3, h2 #ドメインを追加する (ドメインを追加する), is not on the English page at that place',
    ]);

    const source = jaDomain.source;
    const certificates = source.slice(
      source.indexOf('## 証明書 {/* #certificates */}'),
      source.indexOf('\n## ', source.indexOf('## 証明書 {/* #certificates */}') + 1) + 1,
    );
    const moved = edited(
      edited(jaDomain, certificates, '', 'docs'),
      '## ドメインを追加する {/* #add */}',
      `${certificates}\n## ドメインを追加する {/* #add */}`,
      'docs',
    );
    expect(headingDifferences(enDomain, moved).join('\n')).toMatch(/#certificates/);

    const classic = edited(
      jaDomain,
      '## 証明書 {/* #certificates */}',
      '## 証明書 {#certificates}',
      'docs',
    );
    expect(headingDifferences(enDomain, classic)).toContain(
      '"## 証明書 {#certificates}" uses {#id}, which MDX cannot parse: write {/* #id */}',
    );
  });

  it('a fact typed as a number, a dropped fact and a changed component fail, naming them', () => {
    const typed = edited(
      koDomain,
      '<Fact value={platform.networking.maxCustomDomainsPerService} />',
      '50',
      'docs',
    );
    expect(factDifferences(enDomain, typed)).toEqual([
      '<Fact value={platform.networking.maxCustomDomainsPerService}>: English 1, ko 0',
    ]);

    const enFlask = read('en', 'examples', 'python/flask');
    const jaFlask = read('ja', 'examples', 'python/flask');
    expect(factDifferences(enFlask, jaFlask)).toEqual([]);
    const size = edited(
      jaFlask,
      '<InstanceSize name="small" />',
      '<InstanceSize name="medium" />',
      'examples',
    );
    expect(factDifferences(enFlask, size)).toEqual([
      '<InstanceSize name="small">: English 1, ja 0',
      '<InstanceSize name="medium">: English 0, ja 1',
    ]);
    const files = edited(jaFlask, /```example-files\n[^\n]*\n```/, '', 'examples');
    expect(factDifferences(enFlask, files)).toEqual([
      'example files python/flask: English 1, ja 0',
    ]);
  });

  it('compares facts while components replace expressions, as long as all locales follow', () => {
    const page = (locale: 'en' | CjkLocale, body: string): DocPage =>
      parsePage(
        locale,
        join(pagesDir(locale, 'examples'), 'x.md'),
        `---\ntitle: x\n---\n\n${body}\n`,
        pagesDir(locale, 'examples'),
      );
    const enBefore = page(
      'en',
      "Detects Python from {python.detectedBy}, see <a href={mainSiteLink(brand.mainSitePaths.pricing, 'content', 'en')}>pricing</a>.",
    );
    const jaBefore = page(
      'ja',
      "{python.detectedBy} から Python を検出します。<a href={mainSiteLink(brand.mainSitePaths.pricing, 'content', 'ja')}>料金</a>。",
    );
    const enAfter = page(
      'en',
      'Detects Python from <DetectedBy runtime="python" />, see <MainSiteLink path="pricing" locale="en">pricing</MainSiteLink>.',
    );
    const jaAfter = page(
      'ja',
      '<DetectedBy runtime="python" /> から Python を検出します。<MainSiteLink path="pricing" locale="ja">料金</MainSiteLink>。',
    );
    expect(factDifferences(enBefore, jaBefore)).toEqual([]);
    expect(linkDifferences(enBefore, jaBefore)).toEqual([]);
    expect(factDifferences(enAfter, jaAfter)).toEqual([]);
    // English changed, Japanese not yet: fails until the translation follows.
    expect(factDifferences(enAfter, jaBefore)).toEqual([
      '<DetectedBy runtime="python">: English 1, ja 0',
      '<MainSiteLink locale="en" path="pricing">: English 1, ja 0',
      '{python.detectedBy}: English 0, ja 1',
      "href={mainSiteLink(brand.mainSitePaths.pricing, 'content', 'ja')}: English 0, ja 1",
    ]);
    // A translation that keeps the English locale in a link fails.
    const enLocale = page(
      'ja',
      "{python.detectedBy} から。<a href={mainSiteLink(brand.mainSitePaths.pricing, 'content', 'en')}>料金</a>",
    );
    expect(linkDifferences(enBefore, enLocale)).toHaveLength(2);
  });

  it('grammar and units in words may be translated; the facts in them may not', () => {
    const page = (locale: 'en' | CjkLocale, body: string): DocPage =>
      parsePage(locale, join(pagesDir(locale), 'x.mdx'), `---\ntitle: x\n---\n\n${body}\n`);
    const en = page(
      'en',
      "Kept {t.hours} {t.hours === 1 ? 'hour' : 'hours'}, snapshots {r.h === 1 ? 'every hour' : <>every <Fact value={r.h} unit=\"hours\" /></>}, keys up to <Fact value={r.key} unit=\"MiB\" />, {v.join(', ')}.",
    );
    const ja = page(
      'ja',
      '{t.hours} 時間保持し、スナップショットは{r.h === 1 ? \'1 時間ごと\' : <><Fact value={r.h} unit="時間" />ごと</>}、キーは <Fact value={r.key} unit="MiB" /> まで、{v.join(\'、\')}。',
    );
    expect(factDifferences(en, ja)).toEqual([]);
    const wrongUnit = page(
      'ja',
      "{t.hours} 時間、{r.h === 1 ? '1 時間ごと' : <><Fact value={r.h} />ごと</>}、<Fact value={r.key} unit=\"GiB\" />、{v.join('、')}。",
    );
    expect(factDifferences(en, wrongUnit)).toEqual([
      '<Fact unit="MiB" value={r.key}>: English 1, ja 0',
      '<Fact unit="GiB" value={r.key}>: English 0, ja 1',
    ]);
  });

  it('a changed link target fails, naming it', () => {
    const changed = edited(jaDomain, '](/service/', '](/service/index', 'docs');
    expect(linkDifferences(enDomain, changed)).toEqual([
      expect.stringMatching(/^\/service\/[^ ]*: English \d+, ja \d+$/),
      expect.stringMatching(/^\/service\/index[^ ]*: English 0, ja 1$/),
    ]);
  });

  it('a missing translation and a page without English source fail, naming the files', () => {
    const english = englishPages.examples;
    const japanese = loadPluginPages('ja', 'examples');
    const without = japanese.filter((page) => page.id !== 'python/flask');
    expect(missingPages(english, without, 'ja')).toEqual([
      'examples-docs/python/flask.md has no ja translation',
    ]);
    const extra = [
      ...japanese,
      { ...japanese[0]!, id: 'python/bottle', file: 'i18n/ja/…/python/bottle.md' },
    ];
    expect(missingPages(english, extra, 'ja')).toEqual([
      'i18n/ja/…/python/bottle.md has no English source page',
    ]);
  });
});
