import { describe, expect, it } from 'vitest';
import * as root from '../src/index.js';

describe('the package root', () => {
  it('exports only what is imported from it outside the package', () => {
    // LocalSearchEngine: bench/search-compare.mjs, bench/search-relevance.mjs and
    // site/test/search-ja-ko.test.ts; splitIndex: bench/search-compare.mjs. An export
    // nobody imports is dead weight: add it here only with its importer.
    expect(Object.keys(root).sort()).toEqual(['LocalSearchEngine', 'splitIndex']);
    expect(typeof root.LocalSearchEngine).toBe('function');
    expect(typeof root.splitIndex).toBe('function');
  });
});
