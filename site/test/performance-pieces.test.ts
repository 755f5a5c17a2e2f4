import { describe, expect, it } from 'vitest';
import { performancePiecesWithout } from '../src/plugins/performancePieces';

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
