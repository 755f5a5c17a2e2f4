import { describe, expect, it } from 'vitest';
import { createLocalSearchClient } from '../src/client/localClient.js';
import { LocalSearchEngine } from '../src/engine/engine.js';
import { decodeSectionTerms, mergeIndex, splitIndex } from '../src/engine/types.js';
import { germanIndex, japaneseIndex } from './fixtures.js';

describe('split index', () => {
  const base = germanIndex();
  // A second paragraph in the last section (the Express page's).
  const whole = {
    ...base,
    records: [
      ...base.records,
      [
        5,
        0,
        '',
        [],
        'Nachgeladener Absatz über Kapazitätsplanung.',
      ] as (typeof base.records)[number],
    ],
  };
  const { main, rest } = splitIndex(whole, 'more.json');

  it('keeps pages and headings in the first part, with every word of each section', () => {
    expect(main.more).toBe('more.json');
    expect(main.records).toEqual(whole.records.filter((r) => r[1] !== 0));
    expect(rest.records).toEqual(whole.records.filter((r) => r[1] === 0));
    const sections = decodeSectionTerms(main.vocabulary ?? '', main.sectionTerms ?? []);
    expect(sections).toHaveLength(main.records.length);
    // The Express page's section: both paragraphs' words, without stop words.
    expect(sections.at(-1)?.sort()).toEqual(
      ['absatz', 'anwendung', 'bereit', 'express', 'expressanwendung', 'js', 'kapazitätsplanung']
        .concat(['nachgeladener', 'node', 'nodejs', 'stelle'])
        .sort(),
    );
  });

  it('merges back into the whole index', () => {
    expect(mergeIndex(main, rest).records).toEqual(whole.records);
  });

  it('ranks and counts the same from the first part alone as from the whole index', () => {
    const first = new LocalSearchEngine(main);
    const all = new LocalSearchEngine(whole);
    for (const query of ['Datenbank', 'Backups', 'Kapazitätsplanung', 'Express', 'Dienst', 'D']) {
      const a = first.search({ indexName: 'x', query, hitsPerPage: 100 });
      const b = all.search({ indexName: 'x', query, hitsPerPage: 100 });
      expect(a.hits.map((hit) => hit.url)).toEqual(b.hits.map((hit) => hit.url));
      expect(a.nbHits).toBe(b.nbHits);
    }
  });

  const heldClient = () => {
    let releaseRest: () => void = () => undefined;
    const restArrived = new Promise<void>((resolve) => {
      releaseRest = resolve;
    });
    const client = createLocalSearchClient(
      async () => main,
      async (name) => {
        expect(name).toBe('more.json');
        await restArrived;
        return rest;
      },
    );
    return { client, releaseRest };
  };
  const ask = (query: string) => ({ requests: [{ indexName: 'x', query, hitsPerPage: 20 }] });

  it('answers from the first part without waiting for the rest, even for words only the rest has', async () => {
    const { client } = heldClient();
    // The rest never arrives in this test: the answer must not depend on it.
    const response = await client.search(ask('Kapazitätsplanung'));
    expect(response.results[0]?.nbHits).toBe(1);
    expect(response.results[0]?.hits[0]?.url).toBe(
      'https://docs.example.test/de/examples/nodejs/express',
    );
  });

  it('keeps the first answer in place when the rest arrives, adding the paragraph to show', async () => {
    const { client, releaseRest } = heldClient();
    const before = (await client.search(ask('Backups Datenbanken'))).results[0];
    releaseRest();
    await client.complete();
    const after = (await client.search(ask('Backups Datenbanken'))).results[0];
    expect(after?.nbHits).toBe(before?.nbHits);
    expect(after?.hits.map((hit) => hit.url)).toEqual(before?.hits.map((hit) => hit.url));
    // Before: the section's heading; after: its paragraph, with a snippet.
    expect(before?.hits[0]).toMatchObject({
      type: 'lvl2',
      url: 'https://docs.example.test/de/postgresql#backups',
    });
    expect(after?.hits[0]).toMatchObject({
      type: 'content',
      url: 'https://docs.example.test/de/postgresql#backups',
    });
    expect(after?.hits[0]?.objectID).toBe(`${before?.hits[0]?.objectID.split('-')[0]}-1`);
  });

  it('answers "no results" at once when the index has none', async () => {
    const { client } = heldClient();
    expect((await client.search(ask('Quantencomputer'))).results[0]?.nbHits).toBe(0);
  });
});

describe('split index of a bigram language', () => {
  const whole = japaneseIndex();
  const { main, rest } = splitIndex(whole, 'more.json');

  it('keeps each section’s first paragraph in the first part, no word list', () => {
    expect(main.vocabulary).toBeUndefined();
    expect(main.records.map((r) => r[1])).toEqual([1, 0, 1, 0]);
    expect(rest.records).toEqual([]);
    expect(mergeIndex(main, rest).records).toEqual(whole.records);
  });

  it('still answers from the first part', () => {
    expect(
      new LocalSearchEngine(main).search({ indexName: 'x', query: 'データベース' }).nbHits,
    ).toBe(1);
  });
});
