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
  const ask = (query: string) => ({ requests: [{ indexName: 'x', query }] });

  it('answers from the first part without waiting for the rest', async () => {
    const { client } = heldClient();
    // The rest never arrives in this test: the answer must not depend on it.
    const response = await client.search(ask('Express'));
    expect(response.results[0]?.nbHits).toBeGreaterThan(0);
  });

  it('waits for the rest instead of answering "no results" for a word only the rest has', async () => {
    const { client, releaseRest } = heldClient();
    let answered = false;
    const pending = client.search(ask('Kapazitätsplanung')).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    releaseRest();
    expect((await pending).results[0]?.nbHits).toBe(1);
  });

  it('answers "no results" once the whole index has none', async () => {
    const { client, releaseRest } = heldClient();
    releaseRest();
    expect((await client.search(ask('Quantencomputer'))).results[0]?.nbHits).toBe(0);
    await client.complete();
    expect((await client.search(ask('Quantencomputer'))).results[0]?.nbHits).toBe(0);
  });
});
