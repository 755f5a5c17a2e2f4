import type { HighlightResult } from '../engine/highlight.js';
import type { FacetFilters } from './facetFilters.js';

/** One request of the multi-query call (docs/requirements.md#search-call). */
export interface SearchParameters {
  query?: string;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  hitsPerPage?: number;
  page?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetFilters?: FacetFilters;
  facets?: string[] | string;
  /**
   * One hit per URL (true, the default, as DocSearch's index is configured),
   * n hits per URL, or every matching record (false or 0).
   */
  distinct?: boolean | number;
}

export interface SearchRequest extends SearchParameters {
  indexName: string;
  /** algoliasearch-helper sends the parameters nested. */
  params?: SearchParameters;
}

export type HighlightTree = {
  hierarchy?: Partial<Record<string, HighlightResult>>;
  content?: HighlightResult;
};

export interface SearchHit {
  objectID: string;
  url?: string;
  type?: string;
  content?: string | null;
  hierarchy?: Partial<Record<string, string | null>>;
  _highlightResult: HighlightTree;
  _snippetResult: HighlightTree;
  [attribute: string]: unknown;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  queryID: string;
  facets?: Record<string, Record<string, number>>;
}

export interface SearchResponse {
  results: SearchResult[];
}

/** The multi-query call (docs/requirements.md#search-call), answered by the local engine or the hosted provider. */
export interface SearchClient {
  search(
    requests: { requests: SearchRequest[] } | SearchRequest[],
    options?: SearchOptions,
  ): Promise<SearchResponse>;
}

export interface SearchOptions {
  /**
   * Called with the first hits while the rest are still loading or being highlighted (our engine,
   * when a page of hits needs more texts than one round of requests brings, or has more hits than
   * a first screen): the same response shape, exact counts, and hits that are the first of the
   * final answer's, in its order. The rest follow once the promise it returns has resolved (once
   * the first hits are painted).
   */
  onPartial?: (response: SearchResponse) => unknown;
}
