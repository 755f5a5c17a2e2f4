import { SEARCH_DEFAULTS } from '../defaults.js';
import { compileFacetFilters, facetCounts } from '../client/facetFilters.js';
import type {
  HighlightTree,
  SearchHit,
  SearchParameters,
  SearchRequest,
  SearchResult,
} from '../client/types.js';
import { highlight, matchQuality, snippet, type HighlightTags } from './highlight.js';
import { buildInvertedIndex, type InvertedIndex } from './invertedIndex.js';
import { MAX_QUERY_LENGTH, type QueryWord } from './query.js';
import { rankSections } from './search.js';
import { HIERARCHY_LEVELS, type SearchRecord, type SerializedIndex } from './types.js';

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

/** Records of a section considered when one of them is shown for its URL. */
const MAX_RECORDS_FOR_ONE = 40;

/** Words of the query a record's own text matches, and how well. */
interface RecordMatch {
  words: number;
  score: number;
}

/** The loaded index of one locale, answering Algolia-shaped requests. */
export class LocalSearchEngine {
  readonly index: InvertedIndex;

  constructor(serialized: SerializedIndex) {
    if (serialized.version !== 1 || !Array.isArray(serialized.records)) {
      throw new Error('Unsupported search index format (expected version 1).');
    }
    this.index = buildInvertedIndex(serialized);
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

  search(request: SearchRequest): SearchResult {
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
    const { records, sections, pages } = this.index;
    // Facets (language, docs tag) are the same for every record of a page.
    const allowed = pages.map((p) => {
      const head = sections[p.sections[0] ?? -1]?.head;
      return head !== undefined && filter(records[head] as SearchRecord);
    });
    const allowedPage = (p: number): boolean => allowed[p] === true;

    let words: QueryWord[] = [];
    let order: number[];
    if (query.trim() === '') {
      const all = sections.filter((section) => allowedPage(section.page));
      order =
        perUrl === 1
          ? all.map((section) => section.head)
          : all.flatMap((section) => section.records.slice(0, perUrl));
    } else {
      const ranked = rankSections(this.index, query, allowedPage);
      words = ranked.words;
      // One record per URL: only the shown ones need choosing (the count is the sections').
      order =
        perUrl === 1
          ? ranked.sections.map((section) => sections[section]?.head ?? 0)
          : ranked.sections.flatMap((section) => this.recordsOf(section, words, perUrl));
      if (perUrl === 1) {
        for (
          let i = page * hitsPerPage;
          i < Math.min(order.length, (page + 1) * hitsPerPage);
          i++
        ) {
          order[i] = this.recordsOf(ranked.sections[i] ?? 0, words, 1)[0] ?? (order[i] as number);
        }
      }
    }
    const pageRecords =
      hitsPerPage === 0 ? [] : order.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const hits = pageRecords.map((i) => this.hit(records[i] as SearchRecord, words, params, tags));
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
      order.map((i) => records[i] as SearchRecord),
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
  private recordsOf(section: number, words: QueryWord[], perUrl: number): number[] {
    const { records } = this.index.sections[section] ?? { records: [] };
    const head = records[0];
    if (head === undefined) return [];
    if (records.length === 1) return [head];
    // One record to show: the section's first ones suffice (a long table has hundreds of cells).
    const matches = (perUrl === 1 ? records.slice(0, MAX_RECORDS_FOR_ONE) : records)
      .map((record) => ({ record, match: this.recordMatch(record, words) }))
      .filter(({ match }) => match.words > 0)
      .sort(
        (a, b) =>
          b.match.words - a.match.words || b.match.score - a.match.score || a.record - b.record,
      )
      .map(({ record }) => record);
    return (matches.length > 0 ? matches : [head]).slice(0, perUrl);
  }

  private recordMatch(recordIndex: number, words: QueryWord[]): RecordMatch {
    const record = this.index.records[recordIndex];
    if (record === undefined) return { words: 0, score: 0 };
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
