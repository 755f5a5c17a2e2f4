import { describe, expect, it } from 'vitest';
import { formatNumber, toFactsLocale, withUnit } from '../src/components/facts/format';
import { limitRows, limitSectionIds } from '../src/components/facts/limits';
import { platform, softLimits } from '../src/data/platform';
import { loadPages } from './content/pages';

/** Numeric facts that describe the platform but are not limits (ports, status codes, typical values, defaults). */
const notLimits = new Set([
  'serviceModes.serverless.typicalColdStartMs.min',
  'serviceModes.serverless.typicalColdStartMs.max',
  'networking.defaultPort',
  'networking.domainRedirectStatus',
  'postgres.port',
  'postgres.poolerPort',
  'redis.port',
  'observability.defaultTraceSampleRate',
  'observability.prometheus.scrapeIntervalSeconds',
]);
const limitGroups = [
  'serviceModes',
  'build',
  'networking',
  'environmentVariables',
  'postgres',
  'redis',
  'observability',
  'asyncTasks',
  'account',
] as const;

/** Numeric leaves as dotted paths; plans are addressed by name (`postgres.plans.hobby.storageGiB`). */
function numericPaths(value: unknown, path: string): string[] {
  if (typeof value === 'number') return [path];
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown) =>
      item && typeof item === 'object' && 'name' in item
        ? numericPaths(item, `${path}.${String((item as { name: string }).name)}`)
        : [],
    );
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => numericPaths(child, `${path}.${key}`));
  }
  return [];
}

describe('the limits page', () => {
  const shown = new Set(
    limitSectionIds.flatMap((section) => limitRows(section, 'en').map((row) => row.fact)),
  );

  it('shows every numeric limit of the facts module', () => {
    const expected = limitGroups
      .flatMap((group) => numericPaths(platform[group], group))
      .filter((path) => !notLimits.has(path));
    expect(expected.filter((path) => !shown.has(path))).toEqual([]);
  });

  it('marks exactly the soft limits of the facts soft, each of them a row of the page', () => {
    const rows = limitSectionIds.flatMap((section) => limitRows(section, 'en'));
    expect(softLimits.filter((fact) => !shown.has(fact))).toEqual([]);
    expect(rows.filter((row) => row.kind === 'soft').map((row) => row.fact)).toEqual(
      rows
        .map((row) => row.fact)
        .filter((fact) => (softLimits as readonly string[]).includes(fact)),
    );
    // The bounds of the scaling settings: support raises the platform's instance limits (the
    // highest "Maximum instances"), never the highest concurrency or the lowest minimum.
    const scalingBounds = [
      'serviceModes.scaling.defaultConcurrency',
      'serviceModes.persistent.minInstances',
      'serviceModes.serverless.maxInstances',
      'serviceModes.persistent.maxInstances',
    ];
    expect(scalingBounds.map((fact) => rows.find((row) => row.fact === fact)?.kind)).toEqual([
      'hard',
      'hard',
      'soft',
      'soft',
    ]);
  });

  it('renders values from the facts, formatted per locale', () => {
    const row = limitRows('build', 'de').find((entry) => entry.fact === 'build.cacheSizeGiB');
    expect(row?.value).toBe(withUnit(platform.build.cacheSizeGiB, 'GiB', 'de'));
    expect(formatNumber(0.25, 'de')).toBe('0,25');
    expect(formatNumber(0.25, 'en')).toBe('0.25');
    expect(toFactsLocale('ko')).toBe('ko');
    expect(toFactsLocale('fr')).toBe('en');
  });

  it.each(['en', 'de'] as const)('places every section on the %s page', (locale) => {
    const page = loadPages().find((entry) => entry.locale === locale && entry.id === 'limit');
    for (const section of limitSectionIds) {
      expect(page?.source).toContain(`<LimitsTable section="${section}" />`);
    }
  });
});
