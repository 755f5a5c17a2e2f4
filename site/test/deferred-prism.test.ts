import { describe, expect, it } from 'vitest';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { validateOptions as validateDeferredPrism } from '../src/plugins/deferredPrism';

describe('deferredPrism options (validated as Docusaurus validates its own plugins)', () => {
  const validate = (options: unknown) =>
    validateDeferredPrism({ validate: normalizePluginOptions, options } as Parameters<
      typeof validateDeferredPrism
    >[0]);

  it('defers by default', () => {
    expect(validate({})).toEqual({ id: 'default', defer: true });
    expect(validate({ defer: false })).toEqual({ id: 'default', defer: false });
  });

  it('rejects a malformed or unknown option, naming it', () => {
    expect(() => validate({ defer: 'no' })).toThrow(/"defer" must be a boolean/);
    expect(() => validate({ lazy: true })).toThrow(/"lazy" is not allowed/);
  });
});
