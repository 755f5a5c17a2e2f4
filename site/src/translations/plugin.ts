import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { stalePages } from './sources';

export const PLUGIN_NAME = 'nubiva-translation-freshness';

/** What the notice reads (usePluginData): the `source` of each page behind its English page. */
export interface FreshnessData {
  stale: string[];
}

/**
 * Which pages of the locale being built translate an older English text
 * (the record and its rules are src/translations/sources.ts). The
 * DocItem/Content wrapper shows those pages' readers a notice; computed at
 * build time, so the notice is plain HTML.
 */
export default function translationFreshness(
  context: LoadContext,
  options: { siteDir?: string } = {},
): Plugin<FreshnessData> {
  // The folder with docs/, examples-docs/ and i18n/ to compare: the site's own (a test gives a copy).
  const siteDir = options.siteDir ?? context.siteDir;
  const { i18n } = context;
  return {
    name: PLUGIN_NAME,
    async loadContent() {
      if (i18n.currentLocale === i18n.defaultLocale) return { stale: [] };
      return {
        // As Docusaurus names a doc's source (metadata.source).
        stale: stalePages(siteDir, i18n.currentLocale).map(
          (page) =>
            `@site/${path.relative(siteDir, page.translatedFile).split(path.sep).join('/')}`,
        ),
      };
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
    getPathsToWatch() {
      return ['docs', 'examples-docs', 'versioned_docs', 'examples_versioned_docs']
        .map((dir) => path.join(siteDir, dir, '**/*.{md,mdx}'))
        .concat(path.join(siteDir, 'i18n', i18n.currentLocale, 'translation-sources.json'));
    },
  };
}
