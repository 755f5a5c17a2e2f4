import { describe, expect, it } from 'vitest';
import { createLocalSearchClient } from '../src/client/localClient.js';
import { SEARCH_DEFAULTS } from '../src/defaults.js';
import { LocalSearchEngine } from '../src/engine/engine.js';
import { INDEX_FILE_NAME, IndexParts, type Shard } from '../src/engine/parts.js';
import { uiSearchRequest } from '../src/defaults.js';
import { buildIndexParts, indexEngine } from '../src/indexer/buildParts.js';
import { germanIndex, japaneseIndex, rankingIndex, servedParts, TINY_PARTS } from './fixtures.js';

const ask = (query: string, extra: Record<string, unknown> = {}) => ({
  requests: [{ indexName: 'x', query, hitsPerPage: 100, ...extra }],
});

describe('an index in parts', () => {
  it('answers every query exactly as with all parts in memory, fetching only some of them', async () => {
    for (const index of [rankingIndex(), germanIndex(), japaneseIndex()]) {
      const whole = indexEngine(index);
      for (const query of [
        'Datenbank',
        'Backups',
        'Variablen',
        'Zwischensp',
        'Datenbnak',
        'Umgebungsvariabeln',
        'Datenbankverbindung',
        'rate limiting',
        'Next.js',
        'richte Domain ein',
        'D',
        'Quantencomputer',
        'データベース',
        'デプロイ',
      ]) {
        // A fresh client per query: each fetches what its one query needs.
        const served = servedParts(index);
        const client = createLocalSearchClient(served.load);
        const [lazy] = (await client.search(ask(query))).results;
        const all = whole.search(ask(query).requests[0]!);
        expect(lazy?.hits.map((hit) => [hit.url, hit._snippetResult])).toEqual(
          all.hits.map((hit) => [hit.url, hit._snippetResult]),
        );
        expect(lazy?.nbHits).toBe(all.nbHits);
      }
    }
  });

  it('fetches the manifest, then the shards of the query’s words, then the hits’ fragments', async () => {
    const served = servedParts(rankingIndex());
    const shards = served.manifest.shardKeys.length;
    expect(shards).toBeGreaterThan(1);
    const client = createLocalSearchClient(served.load);
    await client.preload();
    expect(served.requested).toEqual([INDEX_FILE_NAME]);
    await client.search(ask('Datenbank', { hitsPerPage: 3 }));
    const fetched = served.requested.slice(1);
    const shardFiles = fetched.filter((file) => /\/s\d+\.json$/.test(file));
    const fragments = fetched.filter((file) => /\/\d+-\d+\.json$/.test(file));
    expect(shardFiles.length).toBeGreaterThan(0);
    expect(shardFiles.length).toBeLessThan(shards);
    // Shards first, fragments last: the ranking is complete before any text is fetched.
    expect(fetched).toEqual([...shardFiles, ...fragments]);
    // Only the fragments of the three hits shown.
    expect(fragments.length).toBeGreaterThan(0);
    expect(fragments.length).toBeLessThanOrEqual(3);
  });

  it('reads a neighbouring shard for corrections only where keys with the word’s first two letters reach into it', async () => {
    const manifest = {
      ...servedParts(rankingIndex()).manifest,
      shardKeys: ['', 'da', 'datei', 'datf', 'e', 'f'],
    };
    const fetched = async (key: string): Promise<string[]> => {
      const requested: string[] = [];
      const parts = new IndexParts(manifest, async (file) => (requested.push(file), []));
      parts.near(key, 2);
      await parts.loadMissing();
      return requested.map((file) => file.replace(/.*\//, '')).sort();
    };
    // "datei…" keys lie on both sides of both boundaries.
    expect(await fetched('dateien')).toEqual(['s1.json', 's2.json', 's3.json']);
    // Nothing before "e" begins with "ei", nothing from "f" on does.
    expect(await fetched('eimer')).toEqual(['s4.json']);
    // "dat…" keys lie before the boundary "datf"; nothing from "e" on begins with "da".
    expect(await fetched('datg')).toEqual(['s2.json', 's3.json']);
  });

  it('names the parts’ folder by their content, so that a changed index never mixes with the old', () => {
    const index = rankingIndex();
    const before = buildIndexParts(index, TINY_PARTS);
    expect(buildIndexParts(index, TINY_PARTS).manifest).toEqual(before.manifest);
    const changed = structuredClone(index);
    const last = [...changed.records].reverse().find((record) => record[1] === 0)!;
    last[4] = `${last[4]} Zusätzlicher Satz über Quantencomputer.`;
    const after = buildIndexParts(changed, TINY_PARTS);
    expect(after.manifest.parts).not.toBe(before.manifest.parts);
    for (const file of after.files.keys())
      expect(file.startsWith(`${after.manifest.parts}/`)).toBe(true);
  });

  it('keeps the manifest small: the shards told apart by the shortest beginnings of their keys', () => {
    const { manifest, files } = buildIndexParts(rankingIndex(), TINY_PARTS);
    const shard = (i: number): string[] =>
      (JSON.parse(files.get(`${manifest.parts}/s${i}.json`)!) as [string][]).map(([key]) => key);
    manifest.shardKeys.forEach((separator, i) => {
      if (i === 0) return expect(separator).toBe('');
      const previousLast = shard(i - 1).at(-1)!;
      const first = shard(i)[0]!;
      expect(separator > previousLast && separator <= first).toBe(true);
      expect(first.startsWith(separator)).toBe(true);
      // Nothing shorter would do.
      expect(separator.slice(0, -1) > previousLast).toBe(false);
    });
  });

  it('ends shards where keys share few letters, so that a word and the words it begins with mostly share one', () => {
    // The heads a compound the index lacks is split at are words it begins with: in its own shard
    // they answer in the round that found it unknown, not a round later.
    for (const index of [germanIndex(), rankingIndex()]) {
      const { manifest, files } = buildIndexParts(index, TINY_PARTS);
      const shardOf = new Map<string, number>();
      manifest.shardKeys.forEach((_, i) => {
        const shard = JSON.parse(files.get(`${manifest.parts}/s${i}.json`)!) as [string][];
        for (const [key] of shard) shardOf.set(key, i);
      });
      let pairs = 0;
      let apart = 0;
      for (const [key, shard] of shardOf) {
        for (let length = 3; length < key.length; length++) {
          const head = shardOf.get(key.slice(0, length));
          if (head === undefined) continue;
          pairs++;
          if (head !== shard) apart++;
        }
      }
      expect(pairs).toBeGreaterThan(50);
      expect(apart / pairs).toBeLessThan(0.05);
    }
  });

  it('asks for the shards of a word’s beginnings with its own where the round has room, so that splitting a word the index lacks takes one round less', async () => {
    const served = servedParts(germanIndex());
    // All keys in one list, cut where a word's beginning ends a shard ("datenbank") and the word
    // starts the next, as a larger index's shards may be cut.
    const entries = served.manifest.shardKeys.flatMap(
      (_, i) => JSON.parse(served.files.get(`${served.manifest.parts}/s${i}.json`)!) as Shard,
    );
    const cuts = ['', 'datenbankv', 'e', 'v'];
    const shardKeys = cuts;
    const files = new Map(served.files);
    cuts.forEach((cut, i) => {
      const next = cuts[i + 1] ?? '\uffff';
      const shard = entries.filter(([key]) => key >= cut && key < next);
      files.set(`${served.manifest.parts}/s${i}.json`, JSON.stringify(shard));
    });
    const rounds = async (query: string): Promise<number> => {
      let count = 0;
      let pending = 0;
      const parts = new IndexParts({ ...served.manifest, shardKeys }, async (file) => {
        if (pending++ === 0) count++;
        await new Promise((resolve) => setTimeout(resolve, 1));
        pending--;
        return JSON.parse(files.get(file)!);
      });
      const result = await new LocalSearchEngine(parts).answer(
        uiSearchRequest({ query, indexName: 'x' }),
      );
      expect(result.nbHits).toBeGreaterThan(0);
      return count;
    };
    // Its own shard with the beginning's, then the tail's ("verbindung"), then the texts.
    expect(await rounds('Datenbankverbindung')).toBe(3);
  });

  it('makes larger shards, not more, when an index outgrows the manifest’s list', () => {
    const index = rankingIndex();
    const few = buildIndexParts(index, { ...TINY_PARTS, maxShards: 3 }).manifest.shardKeys;
    expect(few.length).toBeLessThanOrEqual(4);
    expect(buildIndexParts(index, TINY_PARTS).manifest.shardKeys.length).toBeGreaterThan(
      few.length,
    );
  });

  it('fails a search whose part does not load, and the next search starts again from the manifest', async () => {
    const served = servedParts(rankingIndex());
    served.fail = (file) => /\/s\d+\.json$/.test(file);
    const client = createLocalSearchClient(served.load);
    const failure = client.search(ask('Datenbank'));
    // The UI shows its failure screen for this name.
    await expect(failure).rejects.toMatchObject({ name: 'IndexLoadError' });
    served.fail = () => false;
    served.requested.length = 0;
    const { results } = await client.search(ask('Datenbank'));
    expect(results[0]?.nbHits).toBeGreaterThan(0);
    expect(served.requested[0]).toBe(INDEX_FILE_NAME);
  });

  it('keeps at most the parts it is allowed, and still answers', async () => {
    const index = rankingIndex();
    const served = servedParts(index);
    const { LocalSearchEngine } = await import('../src/engine/engine.js');
    const engine = await LocalSearchEngine.open(served.load, INDEX_FILE_NAME, { maxFiles: 2 });
    const whole = indexEngine(index);
    for (const query of ['Datenbank', 'Redis Speicher', 'Domain']) {
      const request = ask(query).requests[0]!;
      const answer = await engine.answer(request);
      expect(answer.hits.map((hit) => hit.url)).toEqual(
        whole.search(request).hits.map((hit) => hit.url),
      );
    }
  });

  it('counts every hit of a long result exactly, though only the shown hits’ texts are fetched', async () => {
    const index = rankingIndex();
    const served = servedParts(index);
    const client = createLocalSearchClient(served.load);
    const [result] = (await client.search(ask('Dienst', { hitsPerPage: 1 }))).results;
    expect(result?.nbHits).toBe(indexEngine(index).search(ask('Dienst').requests[0]!).nbHits);
    expect(result?.nbHits).toBeGreaterThan(1);
    expect(served.requested.filter((file) => /\/\d+-\d+\.json$/.test(file))).toHaveLength(1);
  });

  it('answers the first hits while the rest of their texts load, then all of them', async () => {
    // A fragment per section: more than one round of requests for one page of hits.
    const served = servedParts(rankingIndex(), { ...TINY_PARTS, fragmentCharacters: 1 });
    const client = createLocalSearchClient(served.load);
    const partials: { urls: (string | undefined)[]; nbHits: number; fragments: number }[] = [];
    const fragmentsFetched = () =>
      served.requested.filter((file) => /\/\d+-\d+\.json$/.test(file)).length;
    const { results } = await client.search(ask('D', { hitsPerPage: 20 }), {
      onPartial: ({ results: [first] }) =>
        partials.push({
          urls: first!.hits.map((hit) => hit.url),
          nbHits: first!.nbHits,
          fragments: fragmentsFetched(),
        }),
    });
    const final = results[0]!;
    expect(fragmentsFetched()).toBeGreaterThan(6);
    expect(partials).toHaveLength(1);
    // One round of requests as a browser makes them at once, then the first hits.
    expect(partials[0]!.fragments).toBe(6);
    expect(partials[0]!.urls.length).toBeGreaterThan(0);
    expect(partials[0]!.urls.length).toBeLessThan(final.hits.length);
    expect(final.hits.slice(0, partials[0]!.urls.length).map((hit) => hit.url)).toEqual(
      partials[0]!.urls,
    );
    expect(partials[0]!.nbHits).toBe(final.nbHits);
  });

  it('answers the first screen’s hits first, and highlights the rest once they are shown', async () => {
    const index = rankingIndex();
    const client = createLocalSearchClient(servedParts(index).load);
    const events: string[] = [];
    let shown: () => void = () => undefined;
    const partialHits: (string | undefined)[] = [];
    const search = client.search(ask('D', { hitsPerPage: 20 }), {
      onPartial: ({ results: [first] }) => {
        events.push('partial');
        partialHits.push(...first!.hits.map((hit) => hit.url));
        return new Promise<void>((resolve) => (shown = resolve));
      },
    });
    void search.then(() => events.push('final'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    events.push('shown');
    shown();
    const final = (await search).results[0]!;
    const all = indexEngine(index).search(ask('D', { hitsPerPage: 20 }).requests[0]!);
    expect(events).toEqual(['partial', 'shown', 'final']);
    expect(partialHits).toHaveLength(SEARCH_DEFAULTS.maxResultsPerGroup);
    expect(final.hits.map((hit) => hit.url)).toEqual(all.hits.map((hit) => hit.url));
    expect(final.hits.length).toBeGreaterThan(partialHits.length);
    expect(final.hits.slice(0, partialHits.length).map((hit) => hit.url)).toEqual(partialHits);
  });

  it('warms up on a page of its own: the whole way of a query, typo and prefix included', () => {
    const engine = indexEngine(germanIndex());
    const warm = engine.warmUp();
    expect(warm.hits).toHaveLength(1);
    expect(warm.hits[0]!._snippetResult?.content).toMatchObject({
      value: '<mark>Datenbanken</mark> <mark>sichern</mark> und wiederherstellen',
    });
    // The index it answers from is its own: the loaded engine's is untouched.
    expect(engine.search(ask('wiederherstellen').requests[0]!).nbHits).toBe(
      indexEngine(germanIndex()).search(ask('wiederherstellen').requests[0]!).nbHits,
    );
  });
});
