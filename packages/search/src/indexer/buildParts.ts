import { createHash } from 'node:crypto';
import { createAnalyzer } from '../analyzer/analyzer.js';
import { CompoundSplitter } from '../analyzer/compounds.js';
import {
  CHUNKS_PER_PAGE,
  encodePostings,
  fragmentName,
  sectionKeyOf,
  type Posting,
  RECORDS_PER_SECTION,
  SECTIONS_PER_CHUNK,
  type Fragment,
  type IndexManifest,
  type Shard,
  IndexParts,
  sharedPrefix,
  type TermEntry,
} from '../engine/parts.js';
import { buildTerms } from '../engine/terms.js';
import { LocalSearchEngine } from '../engine/engine.js';
import type { SerializedIndex, SerializedPage, SerializedRecord } from '../engine/types.js';

export interface PartSizes {
  /** Raw JSON characters of a shard before the next key starts a new one, at least. */
  shardCharacters: number;
  /** Shards at most: a larger index gets larger shards. */
  maxShards: number;
  /** Text characters of a fragment before the next section starts a new one. */
  fragmentCharacters: number;
}
export const PART_SIZES: PartSizes = {
  shardCharacters: 8_000,
  maxShards: 1_500,
  fragmentCharacters: 3_000,
};
/**
 * Compounds have at least this many letters (as in the compound splitter), at most that many
 * (longer ones are identifiers, paths and the like, which cost most of the splitting), and
 * nothing but letters.
 */
const MIN_COMPOUND = 7;
/** How far a shard's size may stray from the target to end where keys share few letters. */
const SHARD_SLACK = 0.25;
const MAX_COMPOUND = 30;

const hash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** Postings of several terms as one ascending list without repeats. */
function union(lists: Posting[][]): Posting[] {
  const all = lists.flat().sort((a, b) => a - b);
  return all.filter((posting, i) => posting !== all[i - 1]);
}

/**
 * Writes an index as parts: the manifest (to be saved under the name the
 * site fetches) and every other file by its path relative to the manifest.
 */
export function buildIndexParts(
  index: SerializedIndex,
  sizes: PartSizes = PART_SIZES,
): {
  manifest: IndexManifest;
  files: Map<string, string>;
} {
  const terms = buildTerms(index);
  const files = new Map<string, string>();

  // Fragments: each page's sections, in chunks of about `sizes.fragmentCharacters`.
  const sectionKey: number[] = [];
  const fragments = new Map<string, Fragment>();
  const pageSections = new Map<number, number[]>();
  terms.sections.forEach((section, s) => {
    const list = pageSections.get(section.page) ?? [];
    list.push(s);
    pageSections.set(section.page, list);
  });
  for (const [page, sections] of pageSections) {
    let chunk = 0;
    let inChunk = 0;
    let size = 0;
    let fragment: Fragment | undefined;
    let headingIds = new Map<number, number>();
    for (const s of sections) {
      const records = (terms.sections[s]?.records ?? []).slice(0, RECORDS_PER_SECTION + 1);
      const length = records.reduce((sum, r) => sum + (index.records[r]?.[4].length ?? 0), 0);
      const full = size > 0 && size + length > sizes.fragmentCharacters;
      if (
        fragment !== undefined &&
        (full || inChunk === SECTIONS_PER_CHUNK) &&
        chunk < CHUNKS_PER_PAGE - 1
      ) {
        chunk++;
        inChunk = 0;
        size = 0;
        fragment = undefined;
      }
      if (fragment === undefined) {
        fragment = { page: index.pages[page] as SerializedPage, headings: [], records: [] };
        headingIds = new Map();
        fragments.set(fragmentName(sectionKeyOf(page, chunk, 0)), fragment);
      }
      const current = fragment;
      sectionKey[s] = sectionKeyOf(page, chunk, inChunk);
      for (const r of records) {
        const [, level, anchor, headings, content] = index.records[r] as SerializedRecord;
        const local = headings.map((id) => {
          let localId = headingIds.get(id);
          if (localId === undefined) {
            localId = current.headings.push(index.headings[id] ?? '') - 1;
            headingIds.set(id, localId);
          }
          return localId;
        });
        current.records.push([0, level, anchor, local, content]);
      }
      // A section beyond the last chunk goes into it (more than 64 chunks of text).
      inChunk = Math.min(inChunk + 1, SECTIONS_PER_CHUNK - 1);
      size += length;
    }
  }
  for (const [name, fragment] of fragments) files.set(name, JSON.stringify(fragment));

  // Term entries, by key.
  const entries = new Map<string, TermEntry>();
  const entry = (key: string): TermEntry => {
    let found = entries.get(key);
    if (found === undefined) {
      found = {};
      entries.set(key, found);
    }
    return found;
  };
  const rekeyed = new Map<string, Posting[]>();
  for (const [term, postings] of terms.postings) {
    const list = postings
      .map((posting) => (sectionKey[Math.floor(posting / 16)] ?? 0) * 16 + (posting % 16))
      .sort((a, b) => a - b);
    rekeyed.set(term, list);
    entry(term).p = encodePostings(list);
  }
  for (const [surface, stems] of terms.surfaceStems)
    entry(surface).s = stems.length === 1 && stems[0] === surface ? '' : stems.join(' ');
  for (const [english, stems] of terms.englishStems) entry(english).e = stems.join(' ');

  // Compounds, split once here against the whole vocabulary: a part finds the compounds.
  const splitter = new CompoundSplitter(terms.vocabulary, createAnalyzer(index.language).stem);
  const compounds = new Map<string, Set<string>>();
  for (const [surface, word] of terms.surfaceWords) {
    if (
      surface.length < MIN_COMPOUND ||
      surface.length > MAX_COMPOUND ||
      !/^\p{L}+$/u.test(surface)
    )
      continue;
    const parts = splitter.split(word);
    if (parts === null) continue;
    const stems = terms.surfaceStems.get(surface) ?? [];
    const head = parts.at(-1);
    if (head !== undefined && !stems.includes(head)) entry(surface).h = head;
    for (const part of parts) {
      const set = compounds.get(part) ?? new Set<string>();
      for (const stem of stems) if (stem !== part) set.add(stem);
      compounds.set(part, set);
    }
  }
  for (const [part, stems] of compounds) {
    if (stems.size === 0) continue;
    const target = entry(part);
    target.c = encodePostings(union([...stems].map((stem) => rekeyed.get(stem) ?? [])));
    target.m = [...stems].join(' ');
  }

  // Shards of consecutive keys, of about one size: as small as `sizes.shardCharacters`, larger
  // where more would make the manifest's list of them long.
  const keys = [...entries.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const lengths = keys.map((key) => key.length + JSON.stringify(entries.get(key)).length + 4);
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const target = Math.max(sizes.shardCharacters, Math.ceil(total / sizes.maxShards));
  const shardKeys: string[] = [];
  let shard: Shard = [];
  let previous = '';
  const flush = (): void => {
    files.set(`s${shardKeys.length}.json`, JSON.stringify(shard));
    // The shortest beginning of the shard's first key that sorts after the previous shard's
    // last: what tells the shards apart, and all the manifest keeps.
    const first = shard[0]?.[0] ?? '';
    let separator = first;
    for (let length = 0; length <= first.length; length++) {
      if (first.slice(0, length) > previous) {
        separator = first.slice(0, length);
        break;
      }
    }
    shardKeys.push(shardKeys.length === 0 ? '' : separator);
    previous = shard.at(-1)?.[0] ?? previous;
    shard = [];
  };
  // Each shard ends, within a quarter of the size either way, where the next key shares the fewest
  // letters with the last: a word's beginnings (the heads a compound the index lacks is split at)
  // then sort into its own shard, instead of one looked up a round later.
  let start = 0;
  while (start < keys.length) {
    let end = start + 1;
    let filled = lengths[start] ?? 0;
    let best = end;
    let bestScore = Infinity;
    for (; end < keys.length; end++) {
      if (filled >= target * (1 - SHARD_SLACK)) {
        const score =
          sharedPrefix(keys[end - 1] ?? '', keys[end] ?? '') + Math.abs(filled - target) / target;
        if (score < bestScore) [best, bestScore] = [end, score];
      }
      const length = lengths[end] ?? 0;
      if (filled + length > target * (1 + SHARD_SLACK)) break;
      filled += length;
    }
    if (end >= keys.length && filled <= target * (1 + SHARD_SLACK)) best = keys.length;
    else if (bestScore === Infinity) best = end;
    for (let i = start; i < best; i++)
      shard.push([keys[i] as string, entries.get(keys[i] as string) as TermEntry]);
    flush();
    start = best;
  }

  // Every part in one folder named by the hash of them all: a manifest reaches only its own.
  const folder = hash([...files].map(([name, text]) => `${name}\n${text}`).join('\n'));
  const named = new Map([...files].map(([name, text]) => [`${folder}/${name}`, text]));

  // The pages' tags, as runs.
  const tags: string[] = [];
  const runs: string[] = [];
  let runTag = -1;
  let runLength = 0;
  for (const [, tag] of index.pages) {
    let id = tags.indexOf(tag);
    if (id < 0) id = tags.push(tag) - 1;
    if (id !== runTag && runLength > 0) runs.push(`${runTag}*${runLength}`);
    if (id !== runTag) runLength = 0;
    runTag = id;
    runLength++;
  }
  if (runLength > 0) runs.push(`${runTag}*${runLength}`);

  const manifest: IndexManifest = {
    version: 2,
    language: index.language,
    origin: index.origin,
    tags,
    pageTags: runs.join(' '),
    ...(index.secondaryTags && { secondaryTags: index.secondaryTags }),
    parts: folder,
    shardKeys,
  };
  return { manifest, files: named };
}

/**
 * An engine with every part of an index in memory (tests, benches): it answers
 * `search` at once, as the browser's does once the parts a query needs are loaded.
 */
export function indexEngine(index: SerializedIndex): LocalSearchEngine {
  const { manifest, files } = buildIndexParts(index);
  const parts = new IndexParts(manifest, (file) => {
    const text = files.get(file);
    return text === undefined
      ? Promise.reject(new Error(`No part ${file}`))
      : Promise.resolve(JSON.parse(text));
  });
  for (const [file, text] of files)
    parts.put(file.slice(manifest.parts.length + 1), JSON.parse(text));
  return new LocalSearchEngine(parts);
}
