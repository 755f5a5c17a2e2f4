/**
 * Build tier: the UI-strings check runs docusaurus write-translations, which loads the site's
 * plugins and so the packages' builds.
 * Translations that know when they are out of date: the record of
 * which English text each translated page translates, `npm run translations`
 * (the real script, on a copy of the site's pages and records), the build
 * plugin that tells the notice which pages are behind, and the notice in the
 * Markdown twin. The built page is checked in e2e/tests/stale-translation.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import { pageMarkdown } from '../../src/plugins/agentDocs/markdown';
import translationFreshness from '../../src/translations/plugin';
import { gitDates, main } from '../../src/translations/cli';
import { englishUiFiles, uiKeyProblems } from '../../src/translations/ui';
import { pageSections, translatedLocales, translatedPages } from '../../src/translations/sources';

const siteDir = path.resolve(__dirname, '../..');

/** A copy of what the script reads: the English pages, the translations and their records, the facts. */
function copySite(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'nubiva-translations-'));
  for (const dir of ['docs', 'examples-docs', 'i18n', 'src/data'])
    cpSync(path.join(siteDir, dir), path.join(copy, dir), { recursive: true });
  return copy;
}

function edit(file: string, change: (text: string) => string): void {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  expect(after, `${file} changed`).not.toBe(before);
  writeFileSync(file, after);
}

/** `npm run translations` with these arguments: its command's `main`, in this process (each
 * process of its own loaded the command's modules again, 3-4 s). */
async function run(...args: string[]): Promise<{ status: number; output: string }> {
  const lines: string[] = [];
  const capture = (...parts: unknown[]) => void lines.push(parts.join(' '));
  const log = vi.spyOn(console, 'log').mockImplementation(capture);
  const error = vi.spyOn(console, 'error').mockImplementation(capture);
  try {
    const status = await main(args);
    return { status, output: lines.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

/** The lines of the list under one locale's heading, up to the next blank line. */
function localeBlock(output: string, locale: string): string {
  const start = output.search(new RegExp(`^${locale}: `, 'm'));
  expect(start, output).toBeGreaterThanOrEqual(0);
  return output.slice(start).split('\n\n')[0]!;
}

const domainParagraph = '2. Enter the full hostname, for example `www.example.com`.';

describe('the record of English sections', () => {
  const english = readFileSync(path.join(siteDir, 'docs', 'service', 'domain.mdx'), 'utf8');
  const hashes = (source: string) =>
    Object.fromEntries(pageSections(source).map((section) => [section.id, section.hash]));

  it('names sections by their heading anchors, the text before the first heading as the top', () => {
    const ids = pageSections(english).map((section) => section.id);
    expect(ids[0]).toBe('(top)');
    expect(ids).toContain('add');
    expect(ids).toContain('apex-vs-subdomain');
  });

  it('a changed sentence changes its section only', () => {
    const before = hashes(english);
    const after = hashes(english.replace(domainParagraph, '2. Enter the hostname.'));
    const changed = Object.keys(before).filter((id) => before[id] !== after[id]);
    expect(changed).toEqual(['add']);
  });

  it('line wrapping, white space and emphasis markers do not count', () => {
    const rewrapped = english
      .replace(
        domainParagraph,
        '2.   Enter the full hostname,\n   for example `www.example.com`.  ',
      )
      .replace('**Settings → Domains**', '_Settings → Domains_');
    expect(rewrapped).not.toBe(english);
    expect(hashes(rewrapped)).toEqual(hashes(english));
  });

  it('facts count as written, so the expression itself is part of the text', () => {
    const source = english.replace(
      '{platform.networking.maxCustomDomainsPerService}',
      '{platform.networking.maxCustomDomainsPerProject}',
    );
    expect(source).not.toBe(english);
    expect(hashes(source)['(top)']).not.toBe(hashes(english)['(top)']);
  });

  it('finds every translated page of every locale, docs and examples', () => {
    for (const locale of translatedLocales) {
      const keys = translatedPages(siteDir, locale).map((page) => page.key);
      expect(keys).toContain('docs/service/domain.mdx');
      expect(keys).toContain('examples-docs/python/flask.md');
    }
  });
});

/** Words that are the same in German and Latin-script UI (or brand-neutral) and may stay as they are. */
const sameInGerman = new Set([
  'theme.tags.tagsListLabel', // "Tags:"
  'theme.tags.tagsPageTitle', // "Tags"
  'theme.docs.versionBadge.label', // "Version: {versionLabel}"
]);

/** Key caps that keyboards of a locale print as in English (German ones say "Strg"). */
const keyCapsAsInEnglish: Record<string, Set<string>> = {
  ja: new Set(['nubiva.search.ctrlKey']),
  ko: new Set(['nubiva.search.ctrlKey']),
};

describe("the site's UI strings, against what write-translations extracts", () => {
  // The same extraction the listing below runs (memoised): every theme string and every
  // translate() and <Translate> of src/, with its English default.
  const english = () => englishUiFiles(siteDir);

  it('finds the English defaults of the theme and of our own components', () => {
    const code = english()['code.json']!;
    expect(code['nubiva.search.recent']).toBe('Recent');
    expect(code['nubiva.navbar.mainSite']).toBe('Go to {brand}');
    expect(code['theme.docs.paginator.next']).toBe('Next');
  });

  it.each(translatedLocales)(
    '%s has every key of every translation file, and no other',
    (locale) => {
      expect(uiKeyProblems(siteDir, locale, english())).toEqual([]);
    },
  );

  it.each(translatedLocales)('%s leaves no UI string in English', (locale) => {
    const messages = JSON.parse(
      readFileSync(path.join(siteDir, 'i18n', locale, 'code.json'), 'utf8'),
    ) as Record<string, { message: string }>;
    const untranslated = Object.entries(english()['code.json']!)
      // The site has no blog: its strings are never shown.
      .filter(([key]) => !key.startsWith('theme.blog') && !sameInGerman.has(key))
      .filter(([key]) => !keyCapsAsInEnglish[locale]?.has(key))
      .filter(([key, message]) => messages[key]?.message === message)
      .map(([key, message]) => `${key}: ${message}`);
    expect(untranslated).toEqual([]);
  });
});

describe('npm run translations on a copy of the site', async () => {
  let copy: string;
  beforeAll(() => {
    copy = copySite();
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('lists nothing while every page is as recorded', async () => {
    const { status, output } = await run('--site', copy, '--no-ui');
    expect(status, output).toBe(0);
    for (const locale of translatedLocales)
      expect(localeBlock(output, locale)).toBe(`${locale}: every page current`);
  });

  it('lists the de, ja and ko page of a changed paragraph with its section; whitespace and fact values change nothing', async () => {
    edit(path.join(copy, 'docs', 'service', 'domain.mdx'), (text) =>
      text.replace(domainParagraph, '2. Enter the full hostname, such as `api.example.com`.'),
    );
    // Only white space and line wrapping on another page, and a fact's value in src/data.
    edit(path.join(copy, 'docs', 'overview.mdx'), (text) =>
      text.replace('You push code to your repository, ', 'You push code\nto   your repository, '),
    );
    edit(path.join(copy, 'src', 'data', 'platform.ts'), (text) =>
      text.replace(/maxCustomDomainsPerService: \d+/, 'maxCustomDomainsPerService: 99'),
    );
    const { status, output } = await run('--site', copy, '--no-ui');
    expect(status, output).toBe(0);
    expect(output).toContain('No git history here: the list has no dates.');
    for (const locale of translatedLocales) {
      const block = localeBlock(output, locale);
      expect(block).toMatch(new RegExp(`^${locale}: 1 page behind`));
      expect(block).toContain(`docs/service/domain.mdx  (/${locale}/service/domain)`);
      expect(block).toContain('changed: #add (Add a domain)');
      expect(block).not.toContain('overview');
    }
  });

  it('lists added and removed sections', async () => {
    const file = path.join(copy, 'docs', 'service', 'path-based.mdx');
    const original = readFileSync(file, 'utf8');
    const firstHeading = /^## .*\{\/\* #([\w-]+) \*\/\}$|^## (.*)$/m.exec(original);
    expect(firstHeading).not.toBeNull();
    try {
      writeFileSync(
        file,
        `${original.replace(firstHeading![0], '')}\n## A new section\n\nNew text.\n`,
      );
      const block = localeBlock((await run('--site', copy, '--no-ui')).output, 'de');
      expect(block).toContain('added: #a-new-section (A new section)');
      expect(block).toMatch(/removed: #[\w-]+/);
    } finally {
      writeFileSync(file, original);
    }
  });

  it('--mark records a page as brought up to date, and so does --mark … --no-change', async () => {
    const marked = await run('--site', copy, '--mark', 'de', 'service/domain');
    expect(marked.status, marked.output).toBe(0);
    expect(marked.output).toContain(
      'de: marked docs/service/domain.mdx translated from the current English',
    );
    const noChange = await run('--site', copy, '--mark', 'ja', '/ja/service/domain', '--no-change');
    expect(noChange.status, noChange.output).toBe(0);
    expect(noChange.output).toContain(
      'ja: marked docs/service/domain.mdx current without a new translation',
    );
    expect(noChange.output).toContain('--no-change: the English edit needs none');

    const { output } = await run('--site', copy, '--no-ui');
    expect(localeBlock(output, 'de')).toBe('de: every page current');
    expect(localeBlock(output, 'ja')).toBe('ja: every page current');
    expect(localeBlock(output, 'ko')).toContain('docs/service/domain.mdx');
  });

  it('the build plugin names the stale pages of the locale it builds, and none once marked', async () => {
    const stale = async (locale: string) => {
      const context = { siteDir, i18n: { currentLocale: locale, defaultLocale: 'en' } };
      const plugin = translationFreshness(context as unknown as LoadContext, { siteDir: copy });
      return (await plugin.loadContent!())!.stale;
    };
    expect(await stale('ko')).toEqual([
      '@site/i18n/ko/docusaurus-plugin-content-docs/current/service/domain.mdx',
    ]);
    expect(await stale('de')).toEqual([]);
    expect(await stale('en')).toEqual([]);
  });

  it('lists a missing code.json key (UI strings against write-translations)', async () => {
    edit(path.join(copy, 'i18n', 'ko', 'code.json'), (text) => {
      const messages = JSON.parse(text) as Record<string, unknown>;
      delete messages['theme.docs.paginator.next'];
      return JSON.stringify(messages, null, 2);
    });
    const { status, output } = await run('--site', copy);
    expect(status, output).toBe(0);
    expect(output).toContain('ko code.json: missing theme.docs.paginator.next');
    expect(output).not.toMatch(/^ {2}(de|ja) code\.json/m);
    expect(output).not.toMatch(/: no (de|ja|ko) entry|lacks|has extra/);
  });

  it('fails only on bad arguments', async () => {
    expect((await run('--site', copy, '--mark', 'fr', 'service/domain')).status).toBe(2);
    expect((await run('--site', copy, '--mark', 'de', 'no/such-page')).output).toContain(
      'de has no translated page "no/such-page"',
    );
    expect((await run('--site', copy, '--mark', 'de')).status).toBe(2);
    expect((await run('--site', copy, 'service/domain')).status).toBe(2);
  });
});

describe('dates from git', () => {
  let repo: string;
  beforeAll(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'nubiva-translations-git-'));
    const git = (cwd: string, ...args: string[]) =>
      spawnSync('git', ['-C', cwd, ...args], {
        encoding: 'utf8',
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: '2026-01-02T03:04:05Z',
          GIT_COMMITTER_DATE: '2026-01-02T03:04:05Z',
        },
      });
    const full = path.join(repo, 'full');
    git(repo, 'init', '-q', full);
    writeFileSync(path.join(full, 'page.mdx'), '# Page\n');
    git(full, 'add', '.');
    git(full, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'page');
    writeFileSync(path.join(full, 'other.mdx'), '# Other\n');
    git(full, 'add', '.');
    git(full, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'other');
    git(repo, 'clone', '-q', '--depth', '1', `file://${full}`, path.join(repo, 'shallow'));
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it("dates a page by its English file's last commit", () => {
    const dates = gitDates(path.join(repo, 'full'));
    expect(dates.dateOf?.(path.join(repo, 'full', 'page.mdx'))).toBe('English changed 2026-01-02');
  });

  it('a shallow clone has no dates and says so', () => {
    const dates = gitDates(path.join(repo, 'shallow'));
    expect(dates.dateOf).toBeUndefined();
    expect(dates.note).toMatch(/^Shallow clone: the list has no dates/);
  });
});

describe('Markdown twin', () => {
  it('carries the stale-translation notice after its title', () => {
    const html =
      '<article><div data-stale-translation-notice=""><div class="theme-admonition theme-admonition-info alert alert--info">' +
      '<div class="admonitionHeading_GCBg">Info</div><div class="admonitionContent_pbrs"><p>Diese Übersetzung ist älter als die englische Fassung. ' +
      '<a href="/service/domain" hreflang="en">Englische Fassung lesen</a></p></div></div></div>' +
      '<div class="theme-doc-markdown markdown"><header><h1>Eigene Domains</h1></header><p>Text.</p></div></article>';
    expect(pageMarkdown(html, 'https://docs.nubiva.example/de/service/domain')).toBe(
      '# Eigene Domains\n\n> **Info**\n>\n> Diese Übersetzung ist älter als die englische Fassung. ' +
        '[Englische Fassung lesen](https://docs.nubiva.example/service/domain)\n\nText.\n',
    );
  });
});
