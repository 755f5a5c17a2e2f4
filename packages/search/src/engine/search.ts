import { FIELD_WEIGHT, type InvertedIndex } from './invertedIndex.js';
import { expandQuery, type QueryWord } from './query.js';

/** A compound part scores a little below the whole word. */
const PART_FACTOR = 0.8;
/** Tie-breakers: the page itself, then section headings, then text. */
const LEVEL_BONUS: Record<string, number> = { lvl1: 1, lvl2: 0.5, lvl3: 0.4 };

export interface RankedResult {
  words: QueryWord[];
  /** Record indexes, best first, the records of one page kept together. */
  order: number[];
}

/**
 * Scores every allowed record: each query word adds its best match (field
 * weight × match quality); records must match all required words (or, when
 * none does, as many as any record does). Pages are ordered by their best
 * record, and a page's records follow each other, so the interface shows one
 * group per page.
 */
export function rankRecords(
  index: InvertedIndex,
  query: string,
  allowed: (recordIndex: number) => boolean,
): RankedResult {
  const words = expandQuery(index, query);
  const count = index.records.length;
  if (words.length === 0) return { words, order: [] };
  const total = new Float64Array(count);
  const matched = new Uint16Array(count);
  const wordScore = new Float64Array(count);
  const required = words.filter((word) => word.required).length;
  for (const word of words) {
    wordScore.fill(0);
    for (const [term, quality] of word.candidates) {
      for (const posting of index.postings.get(term) ?? []) {
        const record = posting >> 3;
        const weight = FIELD_WEIGHT[(posting >> 1) & 3] ?? 1;
        const score = weight * quality * (posting & 1 ? PART_FACTOR : 1);
        if (score > (wordScore[record] ?? 0)) wordScore[record] = score;
      }
    }
    for (let record = 0; record < count; record++) {
      const score = wordScore[record] ?? 0;
      if (score === 0) continue;
      total[record] = (total[record] ?? 0) + score;
      if (word.required) matched[record] = (matched[record] ?? 0) + 1;
    }
  }

  let need = Math.max(required, 1);
  let best = 0;
  for (let record = 0; record < count; record++) {
    if ((total[record] ?? 0) > 0 && allowed(record)) best = Math.max(best, matched[record] ?? 0);
  }
  if (best < need) need = Math.max(best, required === 0 ? 0 : 1);

  const hits: number[] = [];
  for (let record = 0; record < count; record++) {
    if ((total[record] ?? 0) > 0 && (matched[record] ?? 0) >= need && allowed(record))
      hits.push(record);
  }
  const score = (record: number): number =>
    (total[record] ?? 0) + (LEVEL_BONUS[index.records[record]?.type ?? ''] ?? 0);

  const pages = new Map<string, { best: number; hits: number; records: number[] }>();
  for (const record of hits) {
    const url = index.records[record]?.url.split('#')[0] ?? '';
    const page = pages.get(url) ?? { best: 0, hits: 0, records: [] };
    page.best = Math.max(page.best, score(record));
    page.hits += 1;
    page.records.push(record);
    pages.set(url, page);
  }
  const pageScore = (page: { best: number; hits: number }): number =>
    page.best + 0.05 * Math.min(page.hits, 10);
  const order = [...pages.values()]
    .sort((a, b) => pageScore(b) - pageScore(a))
    .flatMap((page) => page.records.sort((a, b) => score(b) - score(a) || a - b));
  return { words, order };
}
