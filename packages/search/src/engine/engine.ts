import { createAnalyzer } from '../analyzer/analyzer.js';
import { SEARCH_DEFAULTS, uiSearchRequest } from '../defaults.js';
import { compileFacetFilters, facetCounts } from '../client/facetFilters.js';
import type {
  HighlightTree,
  SearchHit,
  SearchParameters,
  SearchRequest,
  SearchResult,
} from '../client/types.js';
import { highlight, matchQuality, snippet, type HighlightTags } from './highlight.js';
import {
  encodePostings,
  Field,
  IndexParts,
  pageOfSection,
  type IndexManifest,
  type PartLoader,
  type TermEntry,
} from './parts.js';
import { MAX_QUERY_LENGTH, type QueryWord } from './query.js';
import { rankSections } from './search.js';
import { HIERARCHY_LEVELS, type SearchRecord } from './types.js';

/** Spec defaults: 20 hits per page, 10 snippet words. */
export const DEFAULT_HITS_PER_PAGE = SEARCH_DEFAULTS.hitsPerPage;
export const DEFAULT_SNIPPET_WORDS = SEARCH_DEFAULTS.snippetWords;
const ALL_ATTRIBUTES = ['hierarchy', 'content', 'type', 'url', 'language', 'docusaurus_tag'];

const randomQueryId = (): string =>
  Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

function pick(record: SearchRecord, attributes: string[]): Partial<SearchHit> {
  const wanted = attributes.includes('*') ? ALL_ATTRIBUTES : attributes;
  const hit: Partial<SearchHit> = {};
  for (const attribute of wanted) {
    if (attribute === 'hierarchy') hit.hierarchy = { ...record.hierarchy };
    else if (attribute.startsWith('hierarchy.')) {
      const level = attribute.slice('hierarchy.'.length) as keyof SearchRecord['hierarchy'];
      if (level in record.hierarchy)
        hit.hierarchy = { ...hit.hierarchy, [level]: record.hierarchy[level] };
    } else if (attribute in record && attribute !== 'objectID') {
      hit[attribute] = record[attribute as keyof SearchRecord];
    }
  }
  return hit;
}

/** "content:10" → ["content", 10] */
function parseSnippetAttribute(spec: string): [string, number] {
  const [attribute = '', count] = spec.split(':');
  const words = count === undefined ? DEFAULT_SNIPPET_WORDS : Number.parseInt(count, 10);
  return [attribute, Number.isFinite(words) && words > 0 ? words : DEFAULT_SNIPPET_WORDS];
}

/** Rounds of loading one answer may take: shards, more shards (typos, parts), fragments. */
const MAX_ROUNDS = 6;
/** Requests a browser makes at once to one host over HTTP/1.1. */
const PARALLEL_REQUESTS = 6;
/**
 * Hits highlighted before the first are shown (the modal's first group at most): each hit's
 * section is analysed to choose and highlight its paragraph, work that can follow the first paint.
 */
const FIRST_HITS = SEARCH_DEFAULTS.maxResultsPerGroup;

/** The page of warmUp's index in memory, and its query: a typo and a word being typed. */
const WARM_UP_TITLE = 'Datenbanken';
const WARM_UP_TEXT = 'Datenbanken sichern und wiederherstellen';
const WARM_UP_QUERY = 'Datenbnaken sic';

/** Words of the query a record's own text matches, and how well. */
interface RecordMatch {
  words: number;
  score: number;
}

/**
 * One locale's index in parts, answering Algolia-shaped requests: `answer`
 * loads the parts a request needs and answers; `search` answers from the parts
 * loaded so far (noting what is missing).
 */
export class LocalSearchEngine {
  constructor(readonly index: IndexParts) {}

  /** Opens an index by its manifest; `load` reads a file by its path relative to the manifest. */
  static async open(
    load: PartLoader,
    manifestFile: string,
    options: { maxFiles?: number } = {},
  ): Promise<LocalSearchEngine> {
    const manifest = (await load(manifestFile)) as IndexManifest;
    return new LocalSearchEngine(new IndexParts(manifest, load, options.maxFiles));
  }

  /**
   * Answers a query on a one-page index in memory, so that the code a first query runs (analyzer,
   * stemmer, query expansion, ranking, highlighting) is compiled before the reader types: in a
   * fresh page, compiling it was a large part of a query's main-thread time.
   */
  warmUp(): SearchResult {
    const { language } = this.index.manifest;
    const terms = new Map<string, TermEntry>();
    for (const token of createAnalyzer(language).analyze(WARM_UP_TEXT)) {
      terms.set(token.stem, { ...terms.get(token.stem), p: encodePostings([Field.Content]) });
      const stems = token.surface === token.stem ? '' : token.stem;
      terms.set(token.surface, { ...terms.get(token.surface), s: stems });
    }
    const manifest = { ...this.index.manifest, tags: [''], pageTags: '0*1', shardKeys: [''] };
    const parts = new IndexParts(manifest, () => Promise.reject(new Error('in memory')));
    parts.put(
      's0.json',
      [...terms].sort(([a], [b]) => (a < b ? -1 : 1)),
    );
    parts.put('0-0.json', {
      page: ['/', '', WARM_UP_TITLE],
      headings: [],
      records: [
        [0, 1, '', [], ''],
        [0, 0, '', [], WARM_UP_TEXT],
      ],
    });
    return new LocalSearchEngine(parts).search(uiSearchRequest({ query: WARM_UP_QUERY }));
  }

  /**
   * Loads what a request needs and answers it. With `onPartial`, the first hits are answered as
   * soon as the ranking is final and their texts are here (the rest of the page's texts can take
   * more requests than the browser makes at once), and only the first screen's of them: the rest
   * are highlighted once the promise `onPartial` returns has resolved (the caller has painted).
   */
  async answer(
    request: SearchRequest,
    onPartial?: (result: SearchResult) => unknown,
  ): Promise<SearchResult> {
    this.index.startAnswer();
    let partialPending = onPartial !== undefined;
    for (let round = 0; ; round++) {
      const limit = partialPending ? FIRST_HITS : Infinity;
      const result = this.search(request, limit);
      const complete = (): SearchResult =>
        result.hits.length < limit ? result : this.search(request);
      if (round === MAX_ROUNDS) return complete();
      const settled = this.index.settled();
      // The ranking is final once no shard is missing: the hits whose texts are here can show.
      if (partialPending && settled && result.hits.length > 0) {
        partialPending = false;
        if (this.index.missingFragments.size > 0 || result.hits.length === limit)
          await onPartial?.(result);
      }
      // While shards are missing, the texts of the hits ranked so far come with them (the
      // ranking rarely changes at the top): one round less before the first hit; then, in what
      // room is left of the requests the browser makes at once, the shards a word's split may
      // need next. The first texts of a final ranking come as many as the browser fetches at once.
      const room = Math.max(0, PARALLEL_REQUESTS - this.index.missingShards.size);
      const fragments = settled ? (partialPending ? PARALLEL_REQUESTS : Infinity) : room;
      const speculative = settled ? 0 : room - Math.min(room, this.index.missingFragments.size);
      if (!(await this.index.loadMissing(fragments, speculative))) return complete();
    }
  }

  /**
   * Algolia's `distinct` as DocSearch's index has it (`attributeForDistinct: url`):
   * one hit per URL unless the request turns it off (false or 0) or asks for more per URL.
   */
  private static perUrl(distinct: SearchParameters['distinct']): number {
    if (distinct === undefined || distinct === true) return 1;
    if (distinct === false) return Infinity;
    const count = Math.floor(Number(distinct));
    return Number.isFinite(count) && count > 0 ? count : Infinity;
  }

  /** Answers from the parts loaded so far; `maxHits` hits at most are highlighted. */
  search(request: SearchRequest, maxHits = Infinity): SearchResult {
    const started = Date.now();
    const params = { ...request, ...request.params };
    const query = (params.query ?? '').slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = Math.max(0, params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE);
    const page = Math.max(0, params.page ?? 0);
    const perUrl = LocalSearchEngine.perUrl(params.distinct);
    const tags: HighlightTags = {
      pre: params.highlightPreTag ?? '<em>',
      post: params.highlightPostTag ?? '</em>',
    };
    const filter = compileFacetFilters(params.facetFilters);
    const { language } = this.index.manifest;
    // Facets (language, docs tag) are the same for every record of a page.
    const facetsOf = (page: number) => ({ language, docusaurus_tag: this.index.tagOf(page) });
    const allowed = new Map<number, boolean>();
    const allowedPage = (p: number): boolean => {
      let yes = allowed.get(p);
      if (yes === undefined) {
        yes = filter(facetsOf(p) as SearchRecord);
        allowed.set(p, yes);
      }
      return yes;
    };

    // An empty query has no hits (the UI shows its start screen instead).
    const ranked = query.trim() === '' ? undefined : rankSections(this.index, query, allowedPage);
    const words: QueryWord[] = ranked?.words ?? [];
    const sections = ranked?.sections ?? [];
    // One record per URL: only the shown ones need choosing (the count is the sections').
    const order: (SearchRecord | number)[] =
      perUrl === 1
        ? sections
        : sections.flatMap((section) => this.recordsOf(section, words, perUrl));
    const pageRecords =
      hitsPerPage === 0 ? [] : order.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    // The hits whose texts are loaded, up to the first that is not (all of them, once loaded).
    const hits: SearchHit[] = [];
    let complete = true;
    for (const entry of pageRecords) {
      // Asked for each hit, so that every missing text is noted.
      if (hits.length >= maxHits) {
        if (typeof entry === 'number') this.index.sectionRecords(entry);
        continue;
      }
      const record = typeof entry === 'number' ? this.recordsOf(entry, words, 1)[0] : entry;
      complete &&= record !== undefined;
      if (complete && record !== undefined) hits.push(this.hit(record, words, params, tags));
    }
    const result: SearchResult = {
      hits,
      nbHits: order.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(order.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      query,
      params: '',
      index: request.indexName,
      queryID: randomQueryId(),
    };
    const facets = facetCounts(
      order.map((entry) =>
        typeof entry === 'number' ? (facetsOf(pageOfSection(entry)) as SearchRecord) : entry,
      ),
      params.facets,
    );
    if (facets !== undefined) result.facets = facets;
    return result;
  }

  /**
   * The records a hit section shows, best first: those whose own text (heading
   * or paragraph) has the most query words, the heading when none has any
   * (the section matched by its page title or by the words of its paragraphs
   * before they are loaded).
   */
  private recordsOf(section: number, words: QueryWord[], perUrl: number): SearchRecord[] {
    const records = this.index.sectionRecords(section) ?? [];
    const head = records[0];
    if (head === undefined || records.length === 1) return records;
    const matches = records
      .map((record, order) => ({ record, order, match: this.recordMatch(record, words) }))
      .filter(({ match }) => match.words > 0)
      .sort(
        (a, b) =>
          b.match.words - a.match.words || b.match.score - a.match.score || a.order - b.order,
      )
      .map(({ record }) => record);
    return (matches.length > 0 ? matches : [head]).slice(0, perUrl);
  }

  private recordMatch(record: SearchRecord, words: QueryWord[]): RecordMatch {
    const level = record.type === 'content' ? undefined : record.type;
    const text = level === undefined ? (record.content ?? '') : (record.hierarchy[level] ?? '');
    const best = matchQuality(this.index, text, words);
    let matched = 0;
    let score = 0;
    words.forEach((word, w) => {
      const quality = best[w] ?? 0;
      if (quality > 0 && word.required) matched++;
      score += quality;
    });
    return { words: matched, score };
  }

  private hit(
    record: SearchRecord,
    words: QueryWord[],
    params: SearchParameters,
    tags: HighlightTags,
  ): SearchHit {
    const highlighted: HighlightTree = { hierarchy: {} };
    for (const level of HIERARCHY_LEVELS) {
      const text = record.hierarchy[level];
      // lvl0 repeats the page title (one group per page); highlighting it again
      // would show the title twice in the search page's breadcrumbs.
      if (level === 'lvl0' && text === record.hierarchy.lvl1) continue;
      if (text) highlighted.hierarchy![level] = highlight(this.index, text, words, tags);
    }
    if (record.content) highlighted.content = highlight(this.index, record.content, words, tags);

    const snippets: HighlightTree = {};
    for (const spec of params.attributesToSnippet ?? []) {
      const [attribute, count] = parseSnippetAttribute(spec);
      const ellipsis = params.snippetEllipsisText ?? '…';
      const text =
        attribute === 'content'
          ? record.content
          : attribute.startsWith('hierarchy.')
            ? record.hierarchy[attribute.slice(10) as keyof SearchRecord['hierarchy']]
            : null;
      if (!text) continue;
      const value = {
        ...snippet(this.index, text, words, count, tags, ellipsis),
        matchedWords: [],
      };
      if (attribute === 'content') snippets.content = value;
      else snippets.hierarchy = { ...snippets.hierarchy, [attribute.slice(10)]: value };
    }
    return {
      ...pick(record, params.attributesToRetrieve ?? ['*']),
      objectID: record.objectID,
      _highlightResult: highlighted,
      _snippetResult: snippets,
    };
  }
}
