/**
 * The search bytes a query needs, on an index far larger than the site's: 3,000 documents
 * written from the German dictionary's words (npm's dictionary-de, the Hunspell dictionary igerman98),
 * each word drawn with the frequencies of real text (Zipf). bench/search-scale.mjs measures
 * real text at 840 and 10,000 pages; this keeps the parts' design from growing past the budget
 * between its runs.
 */
import dictionary from 'dictionary-de';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createLocalSearchClient } from '../src/client/localClient.js';
import { uiSearchRequest } from '../src/defaults.js';
import { INDEX_FILE_NAME } from '../src/engine/parts.js';
import { buildSerializedIndex, type IndexedPage } from '../src/indexer/buildIndex.js';
import { buildIndexParts } from '../src/indexer/buildParts.js';

/**
 * Index bytes per query (brotli, with each response's headers): the search code's ~17 KB on top.
 * Requests in sequence after the query up to its first hit, six at a time (a browser's requests to
 * one host over HTTP/1.1; the manifest loads on first interest, before the query).
 */
const BUDGET = { medianBytes: 80 * 1024, maxBytes: 230 * 1024, medianInSequence: 2, inSequence: 3 };
const PARALLEL_REQUESTS = 6;
const HEADER_BYTES = 350;

function documents(count: number): IndexedPage[] {
  const words = new TextDecoder()
    .decode(dictionary.dic)
    .split('\n')
    .slice(1)
    .map((line) => line.split('/')[0]!.trim())
    .filter((word) => /^\p{L}{3,}$/u.test(word));
  let seed = 7;
  const random = (): number => (seed = (seed * 48271) % 2147483647) / 2147483647;
  // Zipf: the word of rank r is drawn with probability ∝ 1/r.
  const harmonic = Math.log(words.length) + 0.5772;
  const word = (): string =>
    words[Math.min(words.length - 1, Math.floor(Math.exp(random() * harmonic)) - 1)]!;
  const sentence = (length: number): string =>
    Array.from({ length }, word)
      .join(' ')
      .replace(/^./, (c) => c.toUpperCase()) + '.';
  return Array.from({ length: count }, (_, i) => ({
    path: `/de/dokumente/${i}`,
    page: {
      title: sentence(2 + Math.floor(random() * 4)).slice(0, -1),
      language: 'de',
      tag: 'docs-default-current',
      blocks: Array.from({ length: 2 + Math.floor(random() * 5) }, (_, s) => [
        { kind: 'heading' as const, level: 2, anchor: `s${s}`, text: sentence(3).slice(0, -1) },
        ...Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
          kind: 'text' as const,
          text: Array.from({ length: 3 }, () => sentence(8 + Math.floor(random() * 10))).join(' '),
        })),
      ]).flat(),
    },
  }));
}

describe('search bytes as the docs grow', { timeout: 120_000 }, () => {
  it(`needs at most ${BUDGET.medianBytes / 1024} KB in the median and ${BUDGET.maxBytes / 1024} KB for any query, with its first hit after at most ${BUDGET.inSequence} requests in sequence`, async () => {
    const index = buildSerializedIndex(documents(3000), {
      language: 'de',
      origin: 'https://docs.example',
    });
    const { manifest, files } = buildIndexParts(index);
    const brotli = (text: string): number =>
      brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    // Queries as readers type them: one and two words of every frequency, a prefix, a typo.
    const vocabulary = [...new Set(index.records.flatMap((r) => r[4].split(/[\s.]+/)))].filter(
      (w) => w.length > 3,
    );
    const queries = Array.from({ length: 40 }, (_, i) => {
      const a = vocabulary[(i * 7919) % vocabulary.length]!;
      const b = vocabulary[(i * 104_729) % vocabulary.length]!;
      return [a, `${a} ${b}`, a.slice(0, 5), `${a.slice(0, -2)}${a.at(-1)}${a.at(-2)}`][i % 4]!;
    });
    const sizes = new Map<string, number>();
    const costs: { query: string; bytes: number; inSequence: number }[] = [];
    for (const query of queries) {
      let bytes = brotli(JSON.stringify(manifest)) + HEADER_BYTES;
      // Files asked for while another is in flight belong to the same round.
      const rounds: number[] = [];
      let inFlight = 0;
      let firstHitAfter: number | undefined;
      const client = createLocalSearchClient(async (file) => {
        if (file === INDEX_FILE_NAME) return manifest;
        if (inFlight++ === 0) rounds.push(0);
        rounds[rounds.length - 1]! += 1;
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight--;
        const text = files.get(file)!;
        if (!sizes.has(file)) sizes.set(file, brotli(text));
        bytes += sizes.get(file)! + HEADER_BYTES;
        return JSON.parse(text);
      });
      const {
        results: [result],
      } = await client.search([uiSearchRequest({ query, indexName: 'de' })], {
        onPartial: () => (firstHitAfter ??= rounds.length),
      });
      const inSequence = rounds
        .slice(0, firstHitAfter ?? rounds.length)
        .reduce((sum, files) => sum + Math.ceil(files / PARALLEL_REQUESTS), 0);
      if ((result?.hits.length ?? 0) > 0) costs.push({ query, bytes, inSequence });
    }
    expect(costs.length, 'queries with hits').toBeGreaterThan(30);
    const sorted = [...costs].sort((a, b) => a.bytes - b.bytes);
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
    const largest = sorted.at(-1)!;
    expect(median.bytes, `median query "${median.query}"`).toBeLessThanOrEqual(BUDGET.medianBytes);
    expect(largest.bytes, `largest query "${largest.query}"`).toBeLessThanOrEqual(BUDGET.maxBytes);
    const inSequence = [...costs].sort((a, b) => a.inSequence - b.inSequence);
    const longest = inSequence.at(-1)!;
    expect(inSequence[Math.floor((inSequence.length - 1) / 2)]!.inSequence).toBeLessThanOrEqual(
      BUDGET.medianInSequence,
    );
    expect(longest.inSequence, `query "${longest.query}"`).toBeLessThanOrEqual(BUDGET.inSequence);
  });
});
