import { describe, expect, it } from 'vitest';
import * as root from '../src/index.js';

describe('the package root', () => {
  it('exports only what is imported from it outside the package', () => {
    // LocalSearchEngine: packages/server (its search answers). An export nobody
    // imports is dead weight: add it here only with its importer.
    expect(Object.keys(root).sort()).toEqual(['LocalSearchEngine']);
    expect(typeof root.LocalSearchEngine).toBe('function');
  });
});

describe('the client and indexer entries', () => {
  it('export only what the site and the benches import', async () => {
    // client: site/src/search/client.ts (localSearchClient), bench/search-compare.mjs (the rest).
    expect(Object.keys(await import('../src/client/index.js')).sort()).toEqual([
      'LocalSearchEngine',
      'createLocalSearchClient',
      'fetchIndexFiles',
      'localSearchClient',
      'snippetAttributes',
    ]);
    // indexer: site/src/search/plugin.ts, site/test/search-ja-ko.test.ts and the benches.
    expect(Object.keys(await import('../src/indexer/index.js')).sort()).toEqual([
      'INDEX_FILE_NAME',
      'INDEX_PARTS_FOLDER',
      'buildIndexParts',
      'buildLocaleIndex',
      'indexEngine',
      'indexLocale',
      'openSearchXml',
      'routesInDirectory',
    ]);
  });
});
