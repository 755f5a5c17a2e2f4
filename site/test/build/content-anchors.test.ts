import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '../../src/data/brand';
import { findBrokenAnchors, findBrokenTwinAnchors } from '../../scripts/check-anchors.mjs';

/**
 * The real site: `npm test` builds it before the unit tests (scripts/test.mjs),
 * so the check runs on that build; SITE_BUILD_DIR points it at another one.
 */
describe('the built site (both locales)', () => {
  const siteBuild = process.env.SITE_BUILD_DIR ?? join(import.meta.dirname, '..', '..', 'build');

  it('exists: build the site first (npm run build -w site) or set SITE_BUILD_DIR', () => {
    expect(existsSync(join(siteBuild, 'index.html')), siteBuild).toBe(true);
    expect(existsSync(join(siteBuild, 'de', 'index.html')), `${siteBuild}/de`).toBe(true);
  });

  it('has no fragment link without its target id', () => {
    expect(findBrokenAnchors(siteBuild)).toEqual([]);
  });

  it('has no fragment link in a Markdown twin without a heading {#id} in the target twin', () => {
    expect(findBrokenTwinAnchors(siteBuild, brand.docsUrl)).toEqual([]);
  });
});
