/**
 * What reaches the production build: none of DocSearch's or
 * theme-search-algolia's code, and, without ALGOLIA_* at build time, none of
 * the hosted provider's client either (its host, its multi-query path, its
 * credential parameters). search-hosted.test.ts shows that the same markers
 * are there when the variables are set, so their absence here is meaningful.
 * And what only the modal and the search page run stays out of the bundles
 * every page loads first (search and tracker add at most 5 KB there, bench/budgets/measure.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
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

/** Only the modal and the search page run it: the hits' markup, the request, the reporter. */
const MODAL_MARKERS = ['nsearch-hit-path', 'attributesToSnippet', 'search_open'];

it("keeps the modal's code out of the bundles every page loads first", () => {
  const scripts = path.join(siteBuildDir, 'de', 'assets', 'js');
  const entries = fs
    .readdirSync(scripts)
    .filter((file) => /^(main|runtime~main)\.[\da-f]+\.js$/.test(file));
  expect(entries).toHaveLength(2);
  const inEntries = MODAL_MARKERS.filter((marker) =>
    entries.some((file) => fs.readFileSync(path.join(scripts, file), 'utf8').includes(marker)),
  );
  expect(inEntries).toEqual([]);
  // Each is in the build, in the chunks that load on interest.
  const everywhere = markersIn(scripts, MODAL_MARKERS).map((found) => found.split(': ')[1]);
  expect(new Set(everywhere)).toEqual(new Set(MODAL_MARKERS));
});
