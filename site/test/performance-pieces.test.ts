import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { validateOptions as validateDeferredPrism } from '../src/plugins/deferredPrism';
import { PERFORMANCE_PIECES, performancePiecesWithout } from '../src/plugins/performancePieces';

describe('NUBIVA_WITHOUT (bench/rent.mjs)', () => {
  it('is empty when unset, as in production', () => {
    expect([...performancePiecesWithout({})]).toEqual([]);
  });

  it('names the pieces to leave out', () => {
    expect([...performancePiecesWithout({ NUBIVA_WITHOUT: 'pageScripts, deferredPrism' })]).toEqual(
      ['pageScripts', 'deferredPrism'],
    );
  });

  it('stops the build on an unknown piece, naming it', () => {
    expect(() => performancePiecesWithout({ NUBIVA_WITHOUT: 'pageScript' })).toThrow(
      /NUBIVA_WITHOUT: unknown piece "pageScript"/,
    );
  });
});

describe('pieces that are patches', () => {
  it('name concerns of patches in patches/', () => {
    const patches = readdirSync(path.resolve(__dirname, '../../patches'));
    for (const concern of Object.values(PERFORMANCE_PIECES).flat()) {
      expect(patches.filter((file) => file.endsWith(`+${concern}.patch`)).length).toBeGreaterThan(
        0,
      );
    }
  });
});

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
