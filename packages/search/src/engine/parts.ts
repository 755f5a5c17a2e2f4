import { createAnalyzer, type AnalyzedToken, type Analyzer } from '../analyzer/analyzer.js';
import {
  expandRecords,
  type SearchRecord,
  type SerializedPage,
  type SerializedRecord,
} from './types.js';

/**
 * An index in parts, so that a query fetches only what it needs (Pagefind's
 * model): one small manifest, term shards, and fragments.
 *
 * - A *term shard* holds the entries of one range of sorted keys: a stem's
 *   postings, a folded spelling's stems, an English stem's German stems, a
 *   compound part's compounds. A query word's stem and spellings sort next to
 *   each other, so a word usually needs one shard.
 * - A *fragment* holds the texts of one page's consecutive sections (title,
 *   headings, paragraphs), fetched only for the hits shown.
 * - The *manifest* names the parts' folder (by the hash of all parts: an old
 *   manifest never reaches new parts), tells the shards apart by the first key
 *   of each, and lists the pages' docs tags (for filters).
 *
 * A section's key says where its text is: key = (page × 64 + chunk) × 256 + i,
 * the i-th section of the page's chunk-th fragment. A posting is key × 16 + field.
 */
/** The manifest's name in a locale's output directory. */
export const INDEX_FILE_NAME = 'search-index.json';

export const CHUNKS_PER_PAGE = 64;
export const SECTIONS_PER_CHUNK = 256;
const SECTIONS_PER_PAGE = CHUNKS_PER_PAGE * SECTIONS_PER_CHUNK;

/**
 * Paragraphs kept per section: a hit shows one of its section's first ones
 * (a long table has hundreds of cells).
 */
export const RECORDS_PER_SECTION = 40;

/**
 * Where in a section a term occurs. The page's own fields (title, the last
 * part of its URL path, its description) count for the page's first section,
 * the one whose URL is the page itself; every other section carries the page
 * title and URL name as context, below its own heading and its anchor (the
 * URL's fragment, often the heading's English name: "#environment").
 */
export const Field = {
  Title: 0,
  Slug: 1,
  OwnHeading: 2,
  Anchor: 3,
  Description: 4,
  PageTitle: 5,
  ParentHeading: 6,
  Content: 7,
  /** A heading (or anchor) that many pages have alike ("Fehlerbehebung" in every guide). */
  CommonHeading: 8,
  // A word of a long title, heading or section says less of what it is about (BM25F's length
  // normalization, in steps): "envsubst - Umgebungsvariablen in Shell-Formatzeichenketten
  // ersetzen" is less about environment variables than "Umgebungsvariablen".
  LongTitle: 9,
  VeryLongTitle: 10,
  LongPageTitle: 11,
  LongHeading: 12,
  LongContent: 13,
  VeryLongContent: 14,
} as const;
export type Field = (typeof Field)[keyof typeof Field];
export const FIELD_WEIGHT = [10, 9, 8, 6, 5, 4, 3, 2, 3, 7, 5, 3, 6, 2, 1.5] as const;
/** A posting: section key × 16 + field. */
export type Posting = number;

export const sectionKeyOf = (page: number, chunk: number, i: number): number =>
  (page * CHUNKS_PER_PAGE + chunk) * SECTIONS_PER_CHUNK + i;
export const pageOfSection = (key: number): number => Math.floor(key / SECTIONS_PER_PAGE);
/** The fragment with a section's text: "<page>-<chunk>.json". */
export const fragmentName = (key: number): string => {
  const chunk = Math.floor(key / SECTIONS_PER_CHUNK);
  return `${Math.floor(chunk / CHUNKS_PER_PAGE)}-${chunk % CHUNKS_PER_PAGE}.json`;
};

export interface IndexManifest {
  version: 2;
  language: string;
  origin: string;
  /** The pages' docs tags: `tags[i]` for `pageTags` runs of "i*count". */
  tags: string[];
  pageTags: string;
  /** Tags of secondary collections (see SerializedIndex.secondaryTags). */
  secondaryTags?: string[];
  /** The parts' folder, relative to the manifest: shard i is `s<i>.json`, fragments `<page>-<chunk>.json`. */
  parts: string;
  /** Shard i holds the keys from `shardKeys[i]` up to the next one. */
  shardKeys: string[];
}

/**
 * One key's entry in a shard. Postings are written per page: groups
 * "pageDelta:posting.posting…" (base 36, each posting the difference to the
 * previous one within the page, as page-local key × 16 + field), separated by spaces.
 */
export interface TermEntry {
  /** Postings of the key as a stem (or CJK bigram). */
  p?: string;
  /** The key as a folded spelling: the stems it was indexed under ("" = the key itself). */
  s?: string;
  /** The key as an English stem: stems of words the index language stems apart. */
  e?: string;
  /** The key as a folded spelling of a compound: the stem of its last part. */
  h?: string;
  /** The key as a compound part's stem: the compounds' postings, merged. */
  c?: string;
  /** …and their stems (to highlight them). */
  m?: string;
}
export type Shard = [key: string, entry: TermEntry][];

/** The texts of one page's consecutive sections: the page and its records. */
export interface Fragment {
  page: SerializedPage;
  headings: string[];
  /** As SerializedRecord, page 0. */
  records: SerializedRecord[];
}

export function encodePostings(postings: Posting[]): string {
  const groups: string[] = [];
  let page = 0;
  let local: string[] = [];
  let previous = 0;
  let groupPage = -1;
  for (const posting of postings) {
    const key = Math.floor(posting / 16);
    const p = pageOfSection(key);
    const value = (key - p * SECTIONS_PER_PAGE) * 16 + (posting % 16);
    if (p !== groupPage) {
      if (local.length > 0) groups.push(`${(groupPage - page).toString(36)}:${local.join('.')}`);
      page = groupPage < 0 ? 0 : groupPage;
      groupPage = p;
      local = [];
      previous = 0;
    }
    local.push((value - previous).toString(36));
    previous = value;
  }
  if (local.length > 0) groups.push(`${(groupPage - page).toString(36)}:${local.join('.')}`);
  return groups.join(' ');
}

export function decodePostings(encoded: string | undefined): Posting[] {
  const postings: Posting[] = [];
  if (!encoded) return postings;
  let page = 0;
  for (const group of encoded.split(' ')) {
    const colon = group.indexOf(':');
    page += Number.parseInt(group.slice(0, colon), 36);
    const base = page * SECTIONS_PER_PAGE * 16;
    let value = 0;
    for (const delta of group.slice(colon + 1).split('.')) {
      value += Number.parseInt(delta, 36);
      postings.push(base + value);
    }
  }
  return postings;
}

export type PartLoader = (file: string) => Promise<unknown>;

/**
 * Shards one answer loads at most: a word the index lacks is tried against
 * every split into two known words, each a look-up in another shard;
 * past this, what is not loaded counts as absent.
 */
const SHARDS_PER_ANSWER = 16;

/** Marks a term whose postings are those of the compounds with a part (see IndexParts.has). */
export const COMPOUNDS_OF = '\u0000';

interface LoadedShard {
  keys: string[];
  entries: Map<string, TermEntry>;
  decoded: Map<string, Posting[]>;
}

interface LoadedFragment {
  records: SearchRecord[];
  /** Record indexes of each of the fragment's sections, heading first. */
  sections: number[][];
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const words = (list: string | undefined): string[] => (list ? list.split(' ') : []);

/**
 * The parts of one locale's index that have been loaded, answering the
 * engine's look-ups. A look-up of a key whose shard (or a section whose
 * fragment) is not loaded answers "absent" and notes the part as missing;
 * the engine loads what is missing and asks again (see LocalSearchEngine.answer).
 * A server keeps at most `maxFiles` parts between answers, the least recently used leaving first.
 */
export class IndexParts {
  readonly analyzer: Analyzer;
  /** Texts analyzed for highlighting (bounded: a server answers many queries). */
  readonly analyzed = new Map<string, AnalyzedToken[]>();
  readonly missingShards = new Set<number>();
  readonly missingFragments = new Set<string>();
  /** Shards a look-up in `speculate` found missing: loaded only where a round has room. */
  readonly speculativeShards = new Set<number>();
  private speculating = false;
  private readonly shards: (LoadedShard | undefined)[];
  private readonly fragments = new Map<string, LoadedFragment>();
  private readonly recent = new Map<string, () => void>();
  private readonly pageTags: number[] = [];
  private readonly secondaryTags: Set<string>;
  /** Shards one answer may still load (see startAnswer). */
  private shardBudget = SHARDS_PER_ANSWER;

  constructor(
    readonly manifest: IndexManifest,
    private readonly load: PartLoader,
    private readonly maxFiles = Infinity,
  ) {
    if (manifest.version !== 2 || !Array.isArray(manifest.shardKeys)) {
      throw new Error('Unsupported search index format (expected version 2).');
    }
    this.analyzer = createAnalyzer(manifest.language);
    this.shards = manifest.shardKeys.map(() => undefined);
    for (const run of words(manifest.pageTags)) {
      const [tag = '0', count = '0'] = run.split('*');
      for (let i = 0; i < Number(count); i++) this.pageTags.push(Number(tag));
    }
    this.secondaryTags = new Set(manifest.secondaryTags ?? []);
  }

  /** The shard whose range holds a key. */
  private shardOf(key: string): number {
    const keys = this.manifest.shardKeys;
    let low = 0;
    let high = keys.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (compare(keys[mid] ?? '', key) <= 0) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  private shard(i: number): LoadedShard | undefined {
    const shard = this.shards[i];
    if (shard === undefined && this.speculating) {
      if (!this.missingShards.has(i)) this.speculativeShards.add(i);
    } else if (shard === undefined && !this.missingShards.has(i) && this.shardBudget > 0) {
      this.missingShards.add(i);
      this.shardBudget--;
    } else this.touch(`s${i}.json`);
    return shard;
  }

  private touch(file: string): void {
    const evict = this.recent.get(file);
    if (evict === undefined) return;
    this.recent.delete(file);
    this.recent.set(file, evict);
  }

  entry(key: string): TermEntry | undefined {
    return this.shard(this.shardOf(key))?.entries.get(key);
  }

  /** Whether the shard of a key is noted as missing: a look-up there answers once it has loaded. */
  loading(key: string): boolean {
    return this.missingShards.has(this.shardOf(key));
  }

  /** Whether a term has postings; `COMPOUNDS_OF + part` those of the part's compounds. */
  has(term: string): boolean {
    return term.startsWith(COMPOUNDS_OF)
      ? this.entry(term.slice(1))?.c !== undefined
      : this.entry(term)?.p !== undefined;
  }

  postings(term: string): Posting[] {
    const compounds = term.startsWith(COMPOUNDS_OF);
    const key = compounds ? term.slice(1) : term;
    const shard = this.shard(this.shardOf(key));
    if (shard === undefined) return [];
    let list = shard.decoded.get(term);
    if (list === undefined) {
      const entry = shard.entries.get(key);
      list = decodePostings(compounds ? entry?.c : entry?.p);
      shard.decoded.set(term, list);
    }
    return list;
  }

  /** Stems a folded spelling was indexed under. */
  stemsOf(surface: string): string[] {
    const stems = this.entry(surface)?.s;
    return stems === undefined ? [] : stems === '' ? [surface] : words(stems);
  }

  /** The last part's stem of an indexed compound. */
  headOf(surface: string): string | undefined {
    return this.entry(surface)?.h;
  }

  englishOf(stem: string): string[] {
    return words(this.entry(stem)?.e);
  }

  /** Stems of the indexed compounds that have a part. */
  compoundsOf(part: string): string[] {
    return words(this.entry(part)?.m);
  }

  /**
   * Loaded keys in [from, to), in order, and the first `shards` shards of the
   * range noted as missing where they are not loaded.
   */
  keysInRange(from: string, to: string, shards: number): [string, TermEntry][] {
    const found: [string, TermEntry][] = [];
    const first = this.shardOf(from);
    const last = Math.min(this.shardOf(to), first + shards - 1);
    for (let i = first; i <= last; i++) {
      const shard = this.shard(i);
      if (shard === undefined) continue;
      let at = lowerBound(shard.keys, from);
      for (; at < shard.keys.length && compare(shard.keys[at] ?? '', to) < 0; at++) {
        const key = shard.keys[at] ?? '';
        found.push([key, shard.entries.get(key) as TermEntry]);
      }
    }
    return found;
  }

  /**
   * The shard of a key, and each neighbour that can hold keys beginning with the key's first
   * `shared` letters (a neighbour's keys share no more of the key's beginning than the key
   * at the boundary between them), noted as wanted where not loaded.
   */
  near(key: string, shared = Infinity): number[] {
    const keys = this.manifest.shardKeys;
    const i = this.shardOf(key);
    const shards = [i];
    if (i > 0 && sharedPrefix(keys[i] ?? '', key) >= shared) shards.push(i - 1);
    if (i + 1 < keys.length && sharedPrefix(keys[i + 1] ?? '', key) >= shared) shards.push(i + 1);
    for (const n of shards) this.shard(n);
    return shards;
  }

  /** The entries of these shards that are loaded. */
  *entriesIn(shards: Iterable<number>): Generator<[string, TermEntry]> {
    for (const i of shards) {
      const shard = this.shards[i];
      if (shard !== undefined) yield* shard.entries;
    }
  }

  /**
   * Runs look-ups whose answers may be wanted a round later: the shards they miss do not keep
   * the answer from being final, and load only beside the shards it needs (see loadMissing).
   */
  speculate(lookUps: () => void): void {
    this.speculating = true;
    try {
      lookUps();
    } finally {
      this.speculating = false;
    }
  }

  /** Whether every look-up so far found its shard loaded. */
  settled(): boolean {
    return this.missingShards.size === 0;
  }

  tagOf(page: number): string {
    return this.manifest.tags[this.pageTags[page] ?? 0] ?? '';
  }

  secondary(page: number): boolean {
    return this.secondaryTags.has(this.tagOf(page));
  }

  /** A section's records (heading first), or undefined with its fragment noted as missing. */
  sectionRecords(key: number): SearchRecord[] | undefined {
    const name = fragmentName(key);
    const fragment = this.fragments.get(name);
    if (fragment === undefined) {
      this.missingFragments.add(name);
      return undefined;
    }
    this.touch(`f:${name}`);
    return fragment.sections[key % SECTIONS_PER_CHUNK]?.map((r) => fragment.records[r]!);
  }

  /**
   * Loads the missing shards, the first `fragments` missing fragments and the first `speculative`
   * speculative shards. False when nothing was missing; a part that fails to load rejects.
   */
  async loadMissing(fragments = Infinity, speculative = 0): Promise<boolean> {
    const files = [
      ...[...this.missingShards].map((i) => `s${i}.json`),
      ...[...this.missingFragments].slice(0, fragments),
      ...[...this.speculativeShards]
        .filter((i) => !this.missingShards.has(i))
        .slice(0, speculative)
        .map((i) => `s${i}.json`),
    ];
    this.missingShards.clear();
    this.missingFragments.clear();
    this.speculativeShards.clear();
    const loaded = await Promise.all(
      files.map((file) => this.load(`${this.manifest.parts}/${file}`)),
    );
    files.forEach((file, n) => this.put(file, loaded[n]));
    return files.length > 0;
  }

  /** Keeps a loaded part (by its name in the parts' folder). */
  put(file: string, data: unknown): void {
    const shard = /^s(\d+)\.json$/.exec(file)?.[1];
    if (shard !== undefined) {
      const entries = data as Shard;
      this.shards[Number(shard)] = {
        keys: entries.map(([key]) => key),
        entries: new Map(entries),
        decoded: new Map(),
      };
      this.remember(file, () => (this.shards[Number(shard)] = undefined));
      return;
    }
    const name = file;
    const fragment = data as Fragment;
    const [page = 0, chunk = 0] = name.replace('.json', '').split('-').map(Number);
    const records = expandRecords(
      {
        version: 1,
        language: this.manifest.language,
        origin: this.manifest.origin,
        pages: [fragment.page],
        headings: fragment.headings,
        records: fragment.records,
      },
      (page * CHUNKS_PER_PAGE + chunk) * SECTIONS_PER_CHUNK,
    );
    const sections: number[][] = [];
    fragment.records.forEach((record, r) => {
      if (record[1] !== 0 || sections.length === 0) sections.push([r]);
      else sections[sections.length - 1]?.push(r);
    });
    this.fragments.set(name, { records, sections });
    this.remember(`f:${name}`, () => this.fragments.delete(name));
  }

  private remember(file: string, evict: () => void): void {
    this.recent.delete(file);
    this.recent.set(file, evict);
  }

  /**
   * Called before each answer: drops the least recently used parts beyond
   * `maxFiles` (never during an answer, so that it finds what it loaded), and
   * gives the answer its budget of shards.
   */
  startAnswer(): void {
    this.shardBudget = SHARDS_PER_ANSWER;
    while (this.recent.size > this.maxFiles) {
      const [oldest, drop] = this.recent.entries().next().value as [string, () => void];
      this.recent.delete(oldest);
      drop();
    }
    if (this.analyzed.size > 20_000) this.analyzed.clear();
  }
}

/** How many letters two keys begin with alike. */
export function sharedPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(sorted[mid] ?? '', value) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}
