import { SEARCH_DEFAULTS } from '../defaults.js';
import { compileFacetFilters, facetCounts } from '../client/facetFilters.js';
import type {
  HighlightTree,
  SearchHit,
  SearchParameters,
  SearchRequest,
  SearchResult,
} from '../client/types.js';
import { highlight, snippet, type HighlightTags } from './highlight.js';
import { buildInvertedIndex, type InvertedIndex } from './invertedIndex.js';
import { MAX_QUERY_LENGTH, type QueryWord } from './query.js';
import { rankRecords } from './search.js';
import {
  expandRecords,
  HIERARCHY_LEVELS,
  type SearchRecord,
  type SerializedIndex,
} from './types.js';

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

/** The loaded index of one locale, answering Algolia-shaped requests. */
export class LocalSearchEngine {
  readonly index: InvertedIndex;

  constructor(serialized: SerializedIndex) {
    if (serialized.version !== 1 || !Array.isArray(serialized.records)) {
      throw new Error('Unsupported search index format (expected version 1).');
    }
    this.index = buildInvertedIndex(expandRecords(serialized), serialized.language);
  }

  search(request: SearchRequest): SearchResult {
    const started = Date.now();
    const params = { ...request, ...request.params };
    const query = (params.query ?? '').slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = Math.max(0, params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE);
    const page = Math.max(0, params.page ?? 0);
    const tags: HighlightTags = {
      pre: params.highlightPreTag ?? '<em>',
      post: params.highlightPostTag ?? '</em>',
    };
    const filter = compileFacetFilters(params.facetFilters);
    const records = this.index.records;
    const { words, order } =
      query.trim() === ''
        ? { words: [] as QueryWord[], order: records.flatMap((r, i) => (filter(r) ? [i] : [])) }
        : rankRecords(this.index, query, (i) => filter(records[i] as SearchRecord));
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
