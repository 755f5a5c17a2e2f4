/* eslint-disable @typescript-eslint/no-explicit-any -- reads untyped theme and plugin options */
import { describe, expect, it } from 'vitest';
import type { Config } from '@docusaurus/types';

/** Spec section 3 (site and theme settings) and section 1 (build contract), as configured. */
describe('docusaurus.config', async () => {
  const config = (await import('../docusaurus.config')).default as Config;
  const theme = config.themeConfig as Record<string, any>;
  const preset = (config.presets as [string, Record<string, any>][])[0]![1];

  it('serves four locales with English as the unprefixed default', () => {
    expect(config.i18n?.defaultLocale).toBe('en');
    expect(config.i18n?.locales).toEqual(['en', 'ja', 'ko', 'de']);
  });

  it('disables the blog and serves docs at the locale root', () => {
    expect(preset.blog).toBe(false);
    expect(preset.docs.routeBasePath).toBe('/');
  });

  it('throws on broken links and only warns on markdown links, anchors and duplicate routes', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('warn');
    expect(config.onDuplicateRoutes).toBe('warn');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('warn');
  });

  it('uses light mode only, with the switch disabled', () => {
    expect(theme.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    });
  });

  it('shows h2 to h3 in the table of contents', () => {
    expect(theme.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
  });

  it('keeps the docs sidebar visible and its categories expanded', () => {
    expect(theme.docs.sidebar.hideable).toBe(false);
    expect(preset.docs.sidebarCollapsible).toBe(false);
    const examples = (config.plugins as [string, Record<string, any>][]).find(
      (plugin) => Array.isArray(plugin) && plugin[1]?.id === 'examples',
    );
    expect(examples?.[1].sidebarCollapsible).toBe(false);
    expect(examples?.[1].routeBasePath).toBe('examples');
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

  it('enables the v4 future flags and the fast bundler', () => {
    expect(config.future?.v4).toBe(true);
    expect(config.future?.faster).toBe(true);
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
