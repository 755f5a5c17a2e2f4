import { describe, expect, it } from 'vitest';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { validateOptions } from '../src/search/plugin';

describe('plugin options (validated as Docusaurus validates its own plugins)', () => {
  // What Docusaurus passes to validateOptions: its Joi validator with the plugin id added.
  const validate = (options: unknown) =>
    validateOptions({ validate: normalizePluginOptions, options } as Parameters<
      typeof validateOptions
    >[0]);

  it('accepts the documented options', () => {
    expect(validate({ searchPagePath: 'search' })).toEqual({
      id: 'default',
      searchPagePath: 'search',
    });
    const hosted = { appId: 'APP', apiKey: 'key', indexName: 'docs' };
    expect(
      validate({
        searchPagePath: 'search',
        hosted,
        externalUrlRegex: '^https://nubiva\\.example',
        replaceSearchResultPathname: { from: '/docs/', to: '/' },
      }),
    ).toMatchObject({ hosted, searchPagePath: 'search' });
  });

  it('rejects a missing, malformed or unknown option, naming it', () => {
    expect(() => validate({})).toThrow(/"searchPagePath" is required/);
    expect(() => validate({ searchPagePath: 'a/b' })).toThrow(/"searchPagePath"/);
    expect(() => validate({ searchPagePath: 'search', hosted: { appId: 'APP' } })).toThrow(
      /"hosted.apiKey" is required/,
    );
    expect(() => validate({ searchPagePath: 'search', hosted: true })).toThrow(
      /"hosted" must be of type object/,
    );
    expect(() => validate({ searchPagePath: 'search', lite: true })).toThrow(
      /"lite" is not allowed/,
    );
  });
});
