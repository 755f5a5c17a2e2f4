/**
 * The fact components speak every locale of the site: their headers, labels,
 * units and value texts are translated (no English word leaks into the
 * Japanese, Korean or German tables), follow the glossaries, and numbers,
 * durations and lists are formatted by Intl for the locale.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  disjunctionParts,
  formatDisjunction,
  formatDuration,
  formatNumber,
  type Localized,
  withUnit,
} from '../src/components/facts/format';
import { limitRows, limitSectionIds, limitsTableHead } from '../src/components/facts/limits';
import { brand } from '../src/data/brand';
import { recipients } from '../src/data/legal';
import { platform } from '../src/data/platform';
import { locales } from '../src/data/site';
import { statements } from '../src/data/statements';
import { parseEnforcedTerms, termPattern } from './content/glossary';
import { loadLocalePages, siteDir } from './content/pages';

const context = vi.hoisted(() => ({ locale: 'en' }));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({ i18n: { currentLocale: context.locale } }),
}));
// Statements link their cross-references with Docusaurus's Link, which puts the locale's base URL in front.
vi.mock('@docusaurus/Link', () => ({
  default: ({ to, children }: { to: string; children: ReactNode }) =>
    createElement(
      'a',
      { href: context.locale === 'en' ? to : `/${context.locale}${to}` },
      children,
    ),
}));

const { default: DatabasePlansTable } = await import('../src/components/facts/DatabasePlansTable');
const { default: Fact } = await import('../src/components/facts/Fact');
const { default: InstanceSizesTable } = await import('../src/components/facts/InstanceSizesTable');
const { default: LimitsTable } = await import('../src/components/facts/LimitsTable');
const { default: PlatformVariablesTable } =
  await import('../src/components/facts/PlatformVariablesTable');
const { default: PricingTable, MonthlyPricesTable } =
  await import('../src/components/facts/PricingTable');
const { default: TeamRolesTable } = await import('../src/components/facts/TeamRolesTable');
const { default: RegionsTable } = await import('../src/components/facts/RegionsTable');
const { default: RuntimesTable } = await import('../src/components/facts/RuntimesTable');
const { default: DetectedBy } = await import('../src/components/facts/DetectedBy');
const { default: GitHubPermissionsTable, GitHubEventsTable } =
  await import('../src/components/facts/GitHubPermissionsTable');
const { default: HostingFactsTable } = await import('../src/components/facts/HostingFactsTable');
const { default: SubprocessorsTable } = await import('../src/components/facts/SubprocessorsTable');
const { default: InstanceSize } = await import('../src/components/InstanceSize');
const { default: Statement } = await import('../src/components/facts/Statement');

const nbsp = '\u00a0';
const translated = ['de', 'ja', 'ko'] as const;

/** Every fact component, with the props the pages give it. */
const components: [string, () => ReactElement][] = [
  [
    'DatabasePlansTable postgres',
    () => createElement(DatabasePlansTable, { database: 'postgres' }),
  ],
  ['DatabasePlansTable redis', () => createElement(DatabasePlansTable, { database: 'redis' })],
  ['GitHubPermissionsTable', () => createElement(GitHubPermissionsTable)],
  ['GitHubEventsTable', () => createElement(GitHubEventsTable)],
  ['HostingFactsTable', () => createElement(HostingFactsTable)],
  ['InstanceSizesTable', () => createElement(InstanceSizesTable)],
  ['PlatformVariablesTable', () => createElement(PlatformVariablesTable)],
  ['PricingTable', () => createElement(PricingTable)],
  ['MonthlyPricesTable', () => createElement(MonthlyPricesTable)],
  ['TeamRolesTable', () => createElement(TeamRolesTable)],
  ['RegionsTable', () => createElement(RegionsTable)],
  ['RuntimesTable', () => createElement(RuntimesTable)],
  ['SubprocessorsTable', () => createElement(SubprocessorsTable)],
  ...limitSectionIds.map((section): [string, () => ReactElement] => [
    `LimitsTable ${section}`,
    () => createElement(LimitsTable, { section }),
  ]),
];

/** Static HTML of an element rendered for a Docusaurus locale. */
function render(element: () => ReactElement, locale: string): string {
  context.locale = locale;
  return renderToStaticMarkup(element());
}

/** The text of every header and data cell, without what is set as code (names, files). */
function cellTexts(html: string): string[] {
  const { document } = new Window();
  document.body.innerHTML = html;
  for (const code of document.querySelectorAll('code')) code.remove();
  return [...document.querySelectorAll('th, td')]
    .map((cell) => (cell.textContent ?? '').trim())
    .filter((text) => text !== '');
}

/**
 * Latin-script names the tables may show in any language: identifiers and
 * values from the facts module (runtime and plan names, file names, the
 * eviction policy, the currency), unit symbols and product names.
 */
const names = new Set<string>([
  'vCPU',
  'GiB',
  'MiB',
  'KiB',
  'Postgres',
  'PostgreSQL',
  'Redis',
  'WebSocket',
  'Prometheus',
  'WebSockets',
  ...Object.values(platform.redis.evictionPolicies),
  brand.name,
  new URL(platform.support.statusPageUrl).host,
  // Protocols, signals and headers keep their names in every language.
  ...['API', 'HTTP', 'Host', 'ID', 'IP', 'JSON', 'S3', 'SIGTERM', 'TLS', 'URL', 'gRPC', 'www'],
  ...['HTTPS', 'DNS', 'TCP', 'UDP', 'SMTP', 'IPv4', 'IPv6', 'DDoS', 'WAF', 'CDN', 'Cache-Control'],
  ...['SSO', 'SAML', 'OIDC', platform.environmentVariables.port, 'Docker', 'exec'],
  // Standards, as their names are written.
  ...['ISO', 'IEC', 'SOC'],
  // Hardware, CI and the configuration files of other hosts, named as their users know them.
  ...['CPU', 'GPU', 'CI', 'Web', 'Apex', 'apex', 'render.yaml', 'fly.toml'],
  // Tools, fonts and the documentation domain that answers name as their users type them.
  ...['pg_dump', 'pg_restore', 'Chromium', 'Debian', 'Noto', 'CJK', 'PDF', 'example.com'],
  platform.runtimeImage.cjkFontPackage,
  // Other hosts' shells, named as their users type and know them.
  ...['SSH', 'fly', 'ssh', 'console', 'Render', 'Shell'],
  // GitHub's product and the commit statuses GitHub itself shows, in English everywhere.
  ...['GitHub', 'GitLab', 'Bitbucket', 'App', 'building', 'deployed', 'failed'],
  ...platform.runtimes.flatMap((runtime) => [runtime.name, runtime.default]),
  ...[...platform.postgres.plans, ...platform.redis.plans].map((plan) => plan.name),
  // Sub-processors' company names and the regions they run; the regulation and the framework
  // that legal references name (GDPR, "Art. 46(2)(c)"), and the payment scheme (SEPA).
  ...recipients.flatMap((processor) =>
    [
      // A name given per language is a name where it stays the same in English and Japanese
      // (only its apostrophe differs in German).
      ...(typeof processor.name === 'string'
        ? processor.name
        : processor.name.ja === processor.name.en
          ? processor.name.en
          : ''
      ).matchAll(/\p{sc=Latin}[\p{sc=Latin}\p{Nd}._+-]*/gu),
    ].map(([word]) => word.replace(/[.]+$/, '')),
  ),
  ...platform.regions.map((region) => region.id),
  ...['EU', 'GDPR', 'c', 'SEPA'],
]);

/** Latin-script words of a text that are not names: English that leaked into a translation. */
function englishWords(text: string): string[] {
  return [...text.matchAll(/\p{sc=Latin}[\p{sc=Latin}\p{Nd}._+-]*/gu)]
    .map(([word]) => word.replace(/[.]+$/, ''))
    .filter((word) => !names.has(word));
}

/** Letters of the locale's own script (German is Latin, and is checked by its words). */
const ownScript: Record<'ja' | 'ko', RegExp> = {
  ja: /[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}]/u,
  ko: /\p{sc=Hangul}/u,
};

/** Words every English table uses; none of them is German, Japanese or Korean. */
const englishOnly =
  /\b(per|and|or|of|the|before|your|default|Memory|Storage|Size|Value|Price|Item|Plan|Location|Versions|Detected|Maximum|Germany|Netherlands)\b/;

describe('durations, numbers and lists are formatted by Intl for the locale', () => {
  it('Japanese and Korean durations use the language’s unit words', () => {
    expect(formatDuration(1, 'hour', 'ja')).toBe(`1${nbsp}時間`);
    expect(formatDuration(30, 'day', 'ja')).toBe(`30${nbsp}日`);
    expect(formatDuration(90, 'second', 'ja')).toBe(`90${nbsp}秒`);
    expect(formatDuration(1, 'minute', 'ja')).toBe(`1${nbsp}分`);
    expect(formatDuration(1, 'hour', 'ko')).toBe('1시간');
    expect(formatDuration(30, 'day', 'ko')).toBe('30일');
    expect(formatDuration(90, 'second', 'ko')).toBe('90초');
    expect(formatDuration(1.5, 'minute', 'ko')).toBe('1.5분');
  });

  it('numbers and unit symbols format per locale', () => {
    expect(formatNumber(2048, 'ja')).toBe('2,048');
    expect(formatNumber(0.25, 'ko')).toBe('0.25');
    expect(formatNumber(2048, 'de')).toBe('2.048');
    expect(withUnit(512, 'MiB', 'ko')).toBe(`512${nbsp}MiB`);
  });

  it('alternatives are joined with the locale’s "or"', () => {
    const files = ['requirements.txt', 'pyproject.toml'];
    expect(formatDisjunction(files, 'en')).toBe('requirements.txt or pyproject.toml');
    expect(formatDisjunction(files, 'de')).toBe('requirements.txt oder pyproject.toml');
    expect(formatDisjunction(files, 'ja')).toBe('requirements.txt または pyproject.toml');
    expect(formatDisjunction(files, 'ko')).toBe('requirements.txt 또는 pyproject.toml');
    expect(formatDisjunction(['a', 'b', 'c'], 'ja')).toBe('a、b、または c');
    expect(formatDisjunction(['クレジットカード', 'SEPA 口座振替'], 'ja')).toBe(
      'クレジットカードまたは SEPA 口座振替',
    );
    expect(formatDisjunction(['package.json'], 'ja')).toBe('package.json');
    expect(
      disjunctionParts(['a', 'b', 'c'], 'de', 'conjunction').map((part) => part.value),
    ).toEqual(['a', ', ', 'b', ' und ', 'c']);
    const versions = ['22', '24', '26'];
    expect(formatDisjunction(versions, 'en', 'conjunction')).toBe('22, 24 and 26');
    expect(formatDisjunction(versions, 'ja', 'conjunction')).toBe('22、24、26');
    expect(formatDisjunction(versions, 'ko', 'conjunction')).toBe('22, 24, 26');
    expect(formatDisjunction(['1.26', '1.27'], 'ko', 'conjunction')).toBe('1.26, 1.27');
    expect(disjunctionParts(files, 'de')).toEqual([
      { type: 'element', value: 'requirements.txt' },
      { type: 'literal', value: ' oder ' },
      { type: 'element', value: 'pyproject.toml' },
    ]);
  });
});

describe.each(['ja', 'ko'] as const)('the fact components in %s', (locale) => {
  it.each(components)('%s shows no English', (_name, element) => {
    const cells = cellTexts(render(element, locale));
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.flatMap(englishWords)).toEqual([]);
    expect(cells.filter((cell) => englishOnly.test(cell))).toEqual([]);
  });

  it.each(components)('%s labels its columns in the locale’s script', (_name, element) => {
    const { document } = new Window();
    document.body.innerHTML = render(element, locale);
    const headers = [...document.querySelectorAll('th')].map((th) => th.textContent ?? '');
    expect(headers.filter((text) => !ownScript[locale].test(text) && !names.has(text))).toEqual([]);
  });

  it('every limit label is written in the locale’s script, never the English one', () => {
    for (const section of limitSectionIds) {
      const english = limitRows(section, 'en');
      limitRows(section, locale).forEach((row, index) => {
        expect(row.label, row.fact).toMatch(ownScript[locale]);
        expect(row.label, row.fact).not.toBe(english[index]?.label);
        expect(englishWords(row.label), row.fact).toEqual([]);
      });
    }
  });

  it('the limits tables use the locale’s unit words and set setting names as code', () => {
    const snapshot = limitRows('redis', locale).find(
      (row) => row.fact === 'redis.snapshotIntervalHours',
    );
    expect(snapshot?.value).toBe(
      formatDuration(platform.redis.snapshotIntervalHours, 'hour', locale),
    );
    expect(snapshot?.value).toMatch(ownScript[locale]);
    expect(render(() => createElement(LimitsTable, { section: 'redis' }), locale)).toContain(
      `<code>${platform.redis.evictionPolicies.queues}</code>`,
    );
  });

  it('the runtime table joins the detected files with the locale’s "or"', () => {
    const html = render(() => createElement(RuntimesTable), locale);
    expect(html).toContain(locale === 'ja' ? ' または ' : ' 또는 ');
    expect(html).not.toMatch(/\bor\b/);
  });

  it('<Fact> and <InstanceSize> format numbers for the locale', () => {
    expect(render(() => createElement(Fact, { value: 2048, unit: 'MiB' }), locale)).toBe(
      `2,048${nbsp}MiB`,
    );
    // Japanese prose takes full-width parentheses and 、; Korean the half-width ones, attached.
    expect(render(() => createElement(InstanceSize, { name: 'medium' }), locale)).toBe(
      locale === 'ja'
        ? `<code>medium</code>（1${nbsp}vCPU、2,048${nbsp}MiB）`
        : `<code>medium</code>(1${nbsp}vCPU, 2,048${nbsp}MiB)`,
    );
  });

  it('the runtime table lists versions with the locale’s comma', () => {
    const html = render(() => createElement(RuntimesTable), locale);
    expect(html).toMatch(locale === 'ja' ? /\d、\d/ : /\d, \d/);
    expect(html).not.toMatch(locale === 'ja' ? /\d, \d/ : /\d、\d/);
  });
});

describe('the German tables', () => {
  it.each(components)('%s shows no English', (_name, element) => {
    const cells = cellTexts(render(element, 'de'));
    expect(cells.filter((cell) => englishOnly.test(cell))).toEqual([]);
  });

  it('<InstanceSize> uses German number formatting', () => {
    expect(render(() => createElement(InstanceSize, { name: 'medium' }), 'de')).toBe(
      `<code>medium</code> (1${nbsp}vCPU, 2.048${nbsp}MiB)`,
    );
  });
});

describe('the English-leak checks catch English', () => {
  it.each(components)('%s in English would fail them', (_name, element) => {
    const cells = cellTexts(render(element, 'en'));
    const caught = cells.filter((cell) => englishOnly.test(cell) || englishWords(cell).length > 0);
    expect(caught.length).toBeGreaterThan(0);
  });

  it('an unknown locale reads English', () => {
    expect(render(() => createElement(LimitsTable, { section: 'build' }), 'fr')).toBe(
      render(() => createElement(LimitsTable, { section: 'build' }), 'en'),
    );
  });
});

describe('the fact texts follow the glossaries', () => {
  const glossary = (locale: string): string =>
    join(siteDir, locale === 'de' ? 'GLOSSARY.md' : `GLOSSARY.${locale}.md`);

  it.each(translated)('%s texts use no "Never" variant', (locale) => {
    const terms = parseEnforcedTerms(readFileSync(glossary(locale), 'utf8'), glossary(locale));
    const texts = [
      ...components.flatMap(([, element]) => cellTexts(render(element, locale))),
      ...limitsTableHead.map((cell) => cell[locale]),
    ];
    const hits = terms.flatMap((term) =>
      term.never.flatMap((variant) =>
        texts
          .filter((text) => termPattern(variant).test(text))
          .map((text) => `"${variant}" in "${text}" (use ${term.use})`),
      ),
    );
    expect(hits).toEqual([]);
  });
});

describe('Localized texts', () => {
  it('name every locale of the site, and the compiler insists on it', () => {
    const complete: Localized = { en: 'Value', de: 'Wert', ja: '値', ko: '값' };
    expect(Object.keys(complete).sort()).toEqual([...locales].sort());
    // @ts-expect-error -- a text without its Korean version does not compile
    const missing: Localized = { en: 'Value', de: 'Wert', ja: '値' };
    expect(missing).toBeDefined();
  });
});

describe('<Statement>', () => {
  it('sets a statement in the reader’s language, `names` as code and **labels** in bold', () => {
    const text = {
      en: 'Open **Settings → Build** and set `x`.',
      de: 'Öffne **Einstellungen → Build** und setze `x`.',
      ja: '**設定 → ビルド**を開き、`x` を設定します。',
      ko: '**설정 → 빌드**를 열고 `x`를 설정합니다.',
    };
    expect(render(() => createElement(Statement, { text }), 'ja')).toBe(
      '<strong>設定 → ビルド</strong>を開き、<code>x</code> を設定します。',
    );
    expect(render(() => createElement(Statement, { text }), 'de')).toBe(
      'Öffne <strong>Einstellungen → Build</strong> und setze <code>x</code>.',
    );
  });

  it('links a [cross-reference](/path#anchor) to that page in the reader’s locale', () => {
    const text = {
      en: 'Allow it (see [Connect from outside](/postgresql#outside-access)) and **Save**.',
      de: 'Gib sie frei (siehe [Verbindung von außen](/postgresql#outside-access)) und **Speichern**.',
      ja: '許可します（[外部からの接続](/postgresql#outside-access)を参照）。',
      ko: '허용합니다([외부에서 연결](/postgresql#outside-access) 참조).',
    };
    expect(render(() => createElement(Statement, { text }), 'de')).toBe(
      'Gib sie frei (siehe <a href="/de/postgresql#outside-access">Verbindung von außen</a>) und <strong>Speichern</strong>.',
    );
    expect(render(() => createElement(Statement, { text }), 'ja')).toBe(
      '許可します（<a href="/ja/postgresql#outside-access">外部からの接続</a>を参照）。',
    );
  });

  it.each(locales)('renders no statement of %s with its link syntax left as text', (locale) => {
    const leftOver = Object.entries(statements).filter(([, text]) =>
      /\]\(|\[[^\]]*\]\(/.test(render(() => createElement(Statement, { text }), locale)),
    );
    expect(leftOver.map(([name]) => name)).toEqual([]);
  });
});

describe('<DetectedBy>', () => {
  it.each([
    ['en', '<code>requirements.txt</code> or <code>pyproject.toml</code>'],
    ['de', '<code>requirements.txt</code> oder <code>pyproject.toml</code>'],
    ['ja', '<code>requirements.txt</code> または <code>pyproject.toml</code>'],
    ['ko', '<code>requirements.txt</code> 또는 <code>pyproject.toml</code>'],
  ])('joins the files as code with the "or" of %s', (locale, html) => {
    expect(render(() => createElement(DetectedBy, { runtime: 'python' }), locale)).toBe(html);
  });

  it('shows a single file as code', () => {
    for (const locale of locales)
      expect(render(() => createElement(DetectedBy, { runtime: 'node' }), locale)).toBe(
        '<code>package.json</code>',
      );
  });

  it('lists each runtime’s files from the facts module', () => {
    for (const runtime of platform.runtimes)
      expect(render(() => createElement(DetectedBy, { runtime: runtime.id }), 'en')).toBe(
        formatDisjunction(
          runtime.detectedBy.map((file) => `<code>${file}</code>`),
          'en',
        ),
      );
  });

  it.each(locales)('%s pages render detected files with an imported <DetectedBy>', (locale) => {
    const pages = loadLocalePages(locale);
    expect(pages.length).toBeGreaterThan(0);
    const problems = pages.flatMap((page) => [
      ...(page.source.includes('detectedBy') ? [`${page.file} reads detectedBy itself`] : []),
      ...(page.source.includes('<DetectedBy') &&
      !page.source.includes("import DetectedBy from '@site/src/components/facts/DetectedBy';")
        ? [`${page.file} does not import DetectedBy`]
        : []),
    ]);
    expect(problems).toEqual([]);
  });
});
