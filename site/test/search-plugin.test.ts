import { describe, expect, it } from 'vitest';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { hostedSearchFromEnv } from '../src/search/hostedSearch';
import { validateOptions } from '../src/search/plugin';

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

describe('plugin options (validated as Docusaurus validates its own plugins)', () => {
  // What Docusaurus passes to validateOptions: its Joi validator with the plugin id added.
  const validate = (options: unknown) =>
    validateOptions({ validate: normalizePluginOptions, options } as Parameters<
      typeof validateOptions
    >[0]);

  it('accepts the documented option', () => {
    expect(validate({ hosted: false })).toEqual({ id: 'default', hosted: false });
    expect(validate({ hosted: true })).toEqual({ id: 'default', hosted: true });
  });

  it('rejects a missing, malformed or unknown option, naming it', () => {
    expect(() => validate({})).toThrow(/"hosted" is required/);
    expect(() => validate({ hosted: 'yes' })).toThrow(/"hosted" must be a boolean/);
    expect(() => validate({ hosted: false, searchPagePath: 'search' })).toThrow(
      /"searchPagePath" is not allowed/,
    );
  });
});
