/**
 * What reaches the production build: none of DocSearch's or
 * theme-search-algolia's code, and, without ALGOLIA_* at build time, none of
 * the hosted provider's client either (its host, its multi-query path, its
 * credential parameters). search-hosted.test.ts shows that the same markers
 * are there when the variables are set, so their absence here is meaningful.
 */
import { describe, expect, it } from 'vitest';
import { DOCSEARCH_MARKERS, HOSTED_CLIENT_MARKERS, markersIn } from '../src/buildMarkers.js';
import { siteBuildDir } from '../src/site.js';

describe('the production build without ALGOLIA_*', () => {
  it('holds no DocSearch or theme-search-algolia code', () => {
    expect(markersIn(siteBuildDir, DOCSEARCH_MARKERS)).toEqual([]);
  });

  it("holds no hosted provider's client code", () => {
    expect(markersIn(siteBuildDir, HOSTED_CLIENT_MARKERS)).toEqual([]);
  });
});
