import { describe, expect, it } from 'vitest';
import { hostedSearchFromEnv } from '../src/docusaurus/hostedSearch.js';
import { parseOptions } from '../src/docusaurus/plugin.js';

describe('hosted search credentials', () => {
  it('uses the built-in search when none are set', () => {
    expect(hostedSearchFromEnv({})).toBeUndefined();
    expect(hostedSearchFromEnv({ ALGOLIA_APP_ID: ' ' })).toBeUndefined();
  });

  it('uses the hosted provider when all three are set', () => {
    expect(
      hostedSearchFromEnv({
        ALGOLIA_APP_ID: 'APP',
        ALGOLIA_API_KEY: 'key',
        ALGOLIA_INDEX_NAME: 'docs',
      }),
    ).toEqual({ appId: 'APP', apiKey: 'key', indexName: 'docs' });
  });

  it('names the missing variables when only some are set', () => {
    expect(() => hostedSearchFromEnv({ ALGOLIA_APP_ID: 'APP' })).toThrow(
      /missing: ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME/,
    );
  });
});

describe('plugin options', () => {
  it('accepts the documented options', () => {
    expect(parseOptions({ hosted: false, searchPagePath: 'search' })).toEqual({
      hosted: false,
      searchPagePath: 'search',
    });
  });

  it('rejects a missing or malformed flag with a clear error', () => {
    expect(() => parseOptions({})).toThrow(/"hosted" must be true or false/);
    expect(() => parseOptions({ hosted: false, searchPagePath: 3 })).toThrow(/searchPagePath/);
  });
});
