import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eeaCountries, legal, recipients, subprocessors } from '../src/data/legal';
import { platform } from '../src/data/platform';
import { facts } from './content/facts';
import { loadPages, pagesDir, parsePage, type DocPage, type PageLocale } from './content/pages';
import {
  factNumbers,
  findRetypedNumbers,
  frontMatterText,
  isYear,
  spelledOutNumbers,
  translatedRetypedNumbers,
} from './content/retyped-numbers';
import { cjkLocales, loadPluginPages } from './content/translation-parity';

describe('pages render platform facts instead of retyping them', () => {
  it('reads the numbers of the facts modules', () => {
    expect(facts).toContain(platform.networking.defaultPort);
    expect(facts).toContain(Number(platform.runtimes[1].versions[0]));
    for (const value of Object.values(legal)) expect(facts).toContain(value);
  });

  it('keeps the image size limit at least the largest instance memory (statements.modelsInImage)', () => {
    const largestMemoryMiB = Math.max(...platform.instanceSizes.map((size) => size.memoryMiB));
    expect(platform.build.maxImageSizeGiB * 1024).toBeGreaterThanOrEqual(largestMemoryMiB);
  });

  it("asks for load-test notice at least a working day longer than support's first response", () => {
    // Notice that only equals the response target can leave no answer, and no raised limit,
    // before the test starts.
    const { from, to } = platform.support.businessHours;
    const hoursPerDay = Number(to.slice(0, 2)) - Number(from.slice(0, 2));
    const responseDays = Math.ceil(platform.support.firstResponseHours.standard / hoursPerDay);
    expect(legal.loadTestNoticeWorkingDays - responseDays).toBeGreaterThanOrEqual(1);
  });

  it('has no fact that looks like a year (the year exemption stays safe)', () => {
    expect([...facts].filter(isYear)).toEqual([]);
  });

  it.each(loadPages().map((page) => [page.file, page] as const))(
    '%s types no number from the facts module',
    (_file, page) => {
      const found = [
        ...findRetypedNumbers(frontMatterText(page), facts),
        ...findRetypedNumbers(page.typedText, facts),
      ].map((hit) => `line ${hit.line}: "${hit.context}"`);
      expect(found).toEqual([]);
    },
  );
});

describe('the retyped-number rule', () => {
  const sample = new Set([8080, 5, 20, 0.1, 3.12, 1000, 10]);
  const tokens = (text: string) => findRetypedNumbers(text, sample).map((hit) => hit.token);

  it('catches multi-digit facts, decimals and single digits with a unit', () => {
    expect(tokens('Listen on port 8080.')).toEqual(['8080']);
    expect(tokens('Python 3.12 is the default')).toEqual(['3.12']);
    expect(tokens('Die Rate liegt bei 0,1.')).toEqual(['0,1']);
    expect(tokens('up to 1,000 clients')).toEqual(['1,000']);
    expect(tokens('a cache of 5 GiB')).toEqual(['5']);
    expect(tokens('nach 5 Minuten')).toEqual(['5']);
    expect(tokens('5 years, nach 5 Jahren, 5 Jahre alt')).toEqual(['5', '5', '5']);
    expect(tokens('EXPOSE 8080\nFROM node:20-slim')).toEqual(['8080', '20']);
    expect(tokens('limit of 512MiB')).toEqual([]);
  });

  it('catches versions: a single digit after a product name, and three-digit minors', () => {
    const versions = factNumbers({ redis: '8', rust: ['1.99', '1.100'] });
    const versionTokens = (text: string) =>
      findRetypedNumbers(text, versions).map((hit) => hit.token);
    expect(versionTokens('Redis 8 and Rust 1.100, after Rust 1.99')).toEqual([
      '8',
      '1.100',
      '1.99',
    ]);
    expect(versionTokens('8 keys, Rust 1.1 and 1,100 ms')).toEqual(['1,100']);
  });

  it('ignores list numbering, identifiers, years, status codes and unrelated numbers', () => {
    expect(tokens('10. Dev/prod parity\n5. Build, release, run')).toEqual([]);
    expect(tokens('IPv4, h2, ES2020 and utf8')).toEqual([]);
    expect(tokens('Copyright 2026, step 5 of 7')).toEqual([]);
    expect(tokens('returns HTTP 1000 or status 20')).toEqual([]);
    expect(
      tokens('`status>=1000`, a status of 1000, Status ab 1000, ステータス 1000, 상태 코드 1000'),
    ).toEqual([]);
    expect(tokens('port 3000 and 42 things')).toEqual([]);
    expect(
      tokens('§ 25 Abs. 1 TDDDG, Art. 20 DSGVO, section 20 of the BGB, 第 20 条, 제20조'),
    ).toEqual([]);
    expect(tokens('after 20 requests')).toEqual(['20']);
    expect(tokens('"startedAt": "2026-11-05T05:41:00Z"')).toEqual([]);
  });

  it('reads Japanese and Korean pages the same way', () => {
    expect(tokens('約20秒、최대20초, 20 分間')).toEqual(['20', '20', '20']);
    expect(tokens('5 分間、5분 동안, 5초가, 5 GiB를, 0,1 %')).toEqual(['5', '5', '5', '5', '0,1']);
    expect(tokens('1 つ、2 回目、5 件、두 번, 5개, 5번째')).toEqual([]);
    expect(tokens('5 年後、5 歳以上, 5년이')).toEqual(['5', '5', '5']);
    expect(tokens('IPv4 と h2、5 GiBs')).toEqual([]);
  });
});

describe('numbers the English spells out', () => {
  const values = (text: string) => Object.fromEntries(spelledOutNumbers(text));

  it('reads cardinals, fractions, "half a minute" and "a second"', () => {
    expect(values('thirty days, then ten minutes')).toEqual({ 30: 1, 10: 1 });
    expect(values('twenty-four hours, a hundred languages, one-minute resolution')).toEqual({
      24: 1,
      100: 1,
      1: 1,
    });
    expect(values('between one and eighty characters')).toEqual({ 1: 1, 80: 1 });
    expect(values('two hundred and fifty, a dozen, three thousand')).toEqual({
      250: 1,
      12: 1,
      3000: 1,
    });
    expect(values('above nine tenths of the size')).toEqual({ 0.9: 1, 90: 1 });
    expect(values('half a minute by default')).toEqual({ 30: 1 });
    expect(values('takes a second or more, half the memory')).toEqual({ 1: 1, 0.5: 1, 50: 1 });
  });

  it('names no number for vague amounts, ordinals or separate words', () => {
    expect(values('a few thousand requests, hundreds of MiB, dozens of pages')).toEqual({});
    expect(values('the first time, someone, nothing, often')).toEqual({});
    expect(values('in one. Two more')).toEqual({ 1: 1, 2: 1 });
    expect(values('one two')).toEqual({ 1: 1, 2: 1 });
  });
});

describe('the retyped-number rule on a translation', () => {
  const sample = new Set([10, 30, 90, 5]);
  const page = (locale: PageLocale, body: string): DocPage =>
    parsePage(locale, join(pagesDir(locale), 'x.mdx'), `---\ntitle: x\n---\n\n${body}\n`);
  const tokens = (english: DocPage, translated: DocPage) =>
    translatedRetypedNumbers(english, translated, sample).map(
      (hit) => `${hit.section} ${hit.token}`,
    );
  const english = page(
    'en',
    [
      'Requests stop after half a minute.',
      '## Alerts {/* #alerts */}',
      'Above a threshold for ten minutes; memory above nine tenths.',
      '## Limits {/* #limits */}',
      'Nothing spelled out here.',
    ].join('\n\n'),
  );

  it('allows a digit where the English section spells the number out', () => {
    const ja = page(
      'ja',
      [
        '30 秒でリクエストが止まります。',
        '## アラート {/* #alerts */}',
        '10 分間しきい値を超え、メモリは 90 % を超えています。',
        '## 制限 {/* #limits */}',
        'ここにはありません。',
      ].join('\n\n'),
    );
    expect(tokens(english, ja)).toEqual([]);
    const ko = page(
      'ko',
      '요청은 30초 후에 멈춥니다.\n\n## 알림 {/* #alerts */}\n\n10분 동안 초과, 메모리 90% 초과.\n',
    );
    expect(tokens(english, ko)).toEqual([]);
  });

  it('fails a digit that equals a fact without the English word in its section', () => {
    const ja = page(
      'ja',
      '30 秒。\n\n## アラート {/* #alerts */}\n\n10 分間。\n\n## 制限 {/* #limits */}\n\n5 分間、30 秒。\n',
    );
    expect(tokens(english, ja)).toEqual(['#limits 5', '#limits 30']);
  });

  it('fails a digit whose English word is in another section, or used up', () => {
    // "half a minute" is in the intro, "ten minutes" under #alerts.
    const moved = page(
      'ja',
      'リクエスト。\n\n## アラート {/* #alerts */}\n\n30 秒。\n\n## 制限 {/* #limits */}\n\n10 分間。\n',
    );
    expect(tokens(english, moved)).toEqual(['#alerts 30', '#limits 10']);
    const twice = page('ko', '요청.\n\n## 알림 {/* #alerts */}\n\n10분 동안, 또 10분.\n');
    expect(tokens(english, twice)).toEqual(['#alerts 10']);
  });

  it('names the line of the source, past front matter and multi-line expressions', () => {
    const ja = page('ja', '{[\n  1,\n  2,\n].length}\n\n## 制限 {/* #limits */}\n\n10 分間。');
    // Front matter (3 lines), a blank line, the expression (4 lines), a blank line, the heading.
    expect(translatedRetypedNumbers(english, ja, sample).map((hit) => hit.line)).toEqual([12]);
  });

  it('reads the front matter against the English front matter', () => {
    const withTitle = (locale: PageLocale, title: string) =>
      parsePage(locale, join(pagesDir(locale), 'x.mdx'), `---\ntitle: ${title}\n---\n\nx\n`);
    expect(tokens(withTitle('en', 'Thirty days'), withTitle('ja', '30 日間'))).toEqual([]);
    expect(tokens(withTitle('en', 'A month'), withTitle('ja', '30 日間'))).toEqual([
      'front matter 30',
    ]);
  });
});

const cjkPairs = cjkLocales.flatMap((locale) =>
  (['docs', 'examples'] as const).flatMap((plugin) => {
    const english = new Map(loadPluginPages('en', plugin).map((page) => [page.id, page]));
    return loadPluginPages(locale, plugin).flatMap((page) => {
      const source = english.get(page.id);
      return source ? [[page.file, source, page] as const] : [];
    });
  }),
);

describe('ja and ko pages render platform facts instead of retyping them', () => {
  it('finds the ja and ko pages', () => {
    expect(cjkPairs.length).toBeGreaterThanOrEqual(84);
  });

  it.each(cjkPairs)(
    '%s types no number from the facts module, except what the English spells out there',
    (_file, english, page) => {
      const found = translatedRetypedNumbers(english, page, facts).map(
        (hit) => `line ${hit.line} (${hit.section}): "${hit.context}"`,
      );
      expect(found).toEqual([]);
    },
  );
});

describe('the sub-processors cover the regions', () => {
  it('names one sub-processor per region, in its country, with a transfer basis exactly outside the EEA', () => {
    for (const region of platform.regions) {
      const operators = subprocessors.filter((processor) => processor.regions.includes(region.id));
      expect(
        operators.map((processor) => processor.country),
        region.id,
      ).toEqual([region.country]);
    }
    for (const processor of recipients) {
      expect(processor.transferBasis !== undefined, processor.purpose.en).toBe(
        !eeaCountries.includes(processor.country),
      );
    }
  });
});
