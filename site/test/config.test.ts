/* eslint-disable @typescript-eslint/no-explicit-any -- reads untyped theme and plugin options */
import { describe, expect, it } from 'vitest';
import type { Config } from '@docusaurus/types';

/**
 * Spec sections 1 and 3 where no reader-visible test covers them. Covered elsewhere: locales
 * (e2e routes), light mode, sidebar, table of contents (e2e layout), the build contract
 * (build/build-contract), contextual search (e2e search-locales).
 */
describe('docusaurus.config', async () => {
  const config = (await import('../docusaurus.config')).default as Config;
  const theme = config.themeConfig as Record<string, any>;
  const plugins = (config.plugins ?? []).map((plugin) =>
    Array.isArray(plugin) ? plugin : [plugin],
  ) as [unknown, Record<string, any> | undefined][];

  it('has no blog and serves docs at the locale root', () => {
    expect(plugins.filter(([name]) => String(name).includes('blog'))).toEqual([]);
    const docs = plugins.find(
      ([name, options]) => name === '@docusaurus/plugin-content-docs' && !options?.id,
    );
    expect(docs?.[1]?.routeBasePath).toBe('/');
  });

  it('persists the docs version choice in local storage', () => {
    expect(theme.docs.versionPersistence).toBe('localStorage');
  });

  it('has no announcement bar unless one is configured', () => {
    expect(process.env.NUBIVA_ANNOUNCEMENT ?? '').toBe('');
    expect(theme.announcementBar).toBeUndefined();
  });

  it('passes no third-party page-view hook to the client unless one is configured', () => {
    for (const name of [
      'NUBIVA_TAG_MANAGER_DATA_LAYER',
      'NUBIVA_PRODUCT_ANALYTICS_GLOBAL',
      'NUBIVA_PRODUCT_ANALYTICS_EVENT',
    ]) {
      expect(process.env[name] ?? '', name).toBe('');
    }
    expect(config.customFields?.pageViewHooks).toEqual({});
  });

  it('uses our own search (no DocSearch theme) with the search page at /search', () => {
    expect(theme.algolia).toBeUndefined();
    const search = config.plugins?.find(
      (plugin) => Array.isArray(plugin) && plugin[0] === './src/search/plugin.ts',
    ) as [string, Record<string, any>];
    expect(search[1]).toMatchObject({ searchPagePath: 'search' });
    expect(search[1].hosted).toBeUndefined();
  });
});
