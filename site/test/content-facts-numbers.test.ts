import { describe, expect, it } from 'vitest';
import { platform } from '../src/data/platform';
import { loadPages } from './content/pages';
import { factNumbers, findRetypedNumbers, isYear } from './content/retyped-numbers';

const facts = factNumbers(platform);

describe('pages render platform facts instead of retyping them', () => {
  it('reads the numbers of the facts module', () => {
    expect(facts).toContain(platform.networking.defaultPort);
    expect(facts).toContain(Number(platform.runtimes[1].versions[0]));
  });

  it('has no fact that looks like a year (the year exemption stays safe)', () => {
    expect([...facts].filter(isYear)).toEqual([]);
  });

  it.each(loadPages().map((page) => [page.file, page] as const))(
    '%s types no number from the facts module',
    (_file, page) => {
      const frontMatterText = `${String(page.frontMatter.title)}\n${String(page.frontMatter.description)}`;
      const found = [
        ...findRetypedNumbers(frontMatterText, facts),
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
    expect(tokens('EXPOSE 8080\nFROM node:20-slim')).toEqual(['8080', '20']);
    expect(tokens('limit of 512MiB')).toEqual([]);
  });

  it('ignores list numbering, identifiers, years, status codes and unrelated numbers', () => {
    expect(tokens('10. Dev/prod parity\n5. Build, release, run')).toEqual([]);
    expect(tokens('IPv4, h2, ES2020 and utf8')).toEqual([]);
    expect(tokens('Copyright 2026, step 5 of 7')).toEqual([]);
    expect(tokens('returns HTTP 1000 or status 20')).toEqual([]);
    expect(tokens('port 3000 and 42 things')).toEqual([]);
    expect(tokens('§ 25 Abs. 1 TDDDG, Art. 20 DSGVO, 第 20 条, 제20조')).toEqual([]);
    expect(tokens('after 20 requests')).toEqual(['20']);
  });
});
