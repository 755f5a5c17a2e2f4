import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { platform } from '../../src/data/platform';
import { facts } from '../content/facts';
import { findVisibleTextProblems } from '../../scripts/check-visible-text.mjs';

/** Fact values that must show the locale's grouping; ports are identifiers and stay bare. */
const ports = new Set<number>([
  platform.networking.defaultPort,
  platform.postgres.port,
  platform.postgres.poolerPort,
  platform.redis.port,
]);
const groupedFacts = new Set([...facts].filter((value) => value >= 1000 && !ports.has(value)));

/** The real build (`npm test` builds before the unit tests; SITE_BUILD_DIR points elsewhere). */
describe('the built site (all locales)', () => {
  const siteBuild = process.env.SITE_BUILD_DIR ?? join(import.meta.dirname, '..', '..', 'build');

  it('shows readers no unrendered expression, no junk and no English words in German prose', () => {
    expect(existsSync(join(siteBuild, 'de', 'index.html')), siteBuild).toBe(true);
    expect(findVisibleTextProblems(siteBuild, { groupedFacts })).toEqual([]);
  });
});
