import { describe, expect, it } from 'vitest';
import { createLocalSearchClient } from '../src/client/localClient.js';
import { mergeIndex, splitIndex } from '../src/engine/types.js';
import { germanIndex } from './fixtures.js';

describe('split index', () => {
  const base = germanIndex();
  // A second paragraph in the last section (the Express page's).
  const whole = {
    ...base,
    records: [
      ...base.records,
      [
        2,
        0,
        'size',
        [],
        'Nachgeladener Absatz über Kapazitätsplanung.',
      ] as (typeof base.records)[number],
    ],
  };
  const { main, rest } = splitIndex(whole, 'more.json');

  it('keeps pages, headings and each section’s first paragraph in the first part', () => {
    expect(main.more).toBe('more.json');
    expect(main.records.filter((r) => r[1] !== 0)).toEqual(whole.records.filter((r) => r[1] !== 0));
    expect(main.records.length + rest.records.length).toBe(whole.records.length);
    expect(rest.records.map((r) => r[4])).toEqual(['Nachgeladener Absatz über Kapazitätsplanung.']);
  });

  it('merges back into the whole index', () => {
    expect(mergeIndex(main, rest)).toEqual(whole);
  });

  it('answers from the first part, then from the whole index once the rest has loaded', async () => {
    const fixture = { main, rest };
    let releaseRest: () => void = () => undefined;
    const restArrived = new Promise<void>((resolve) => {
      releaseRest = resolve;
    });
    const client = createLocalSearchClient(
      async () => fixture.main,
      async (name) => {
        expect(name).toBe('more.json');
        await restArrived;
        return fixture.rest;
      },
    );
    const query = { requests: [{ indexName: 'x', query: 'Kapazitätsplanung' }] };
    expect((await client.search(query)).results[0]?.nbHits).toBe(0);
    releaseRest();
    await client.complete();
    expect((await client.search(query)).results[0]?.nbHits).toBe(1);
  });
});
