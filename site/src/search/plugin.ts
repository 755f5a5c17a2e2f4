import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { indexLocale, INDEX_FILE_NAME } from '@nubiva/search/indexer';

export const PLUGIN_NAME = 'nubiva-search';

export interface SearchPluginOptions {
  /** True when hosted-provider credentials are configured (hostedSearch.ts): Algolia answers. */
  hosted: boolean;
}

/** Global data the search bar, the modal and the search page read (usePluginData('nubiva-search')). */
export interface SearchPluginData {
  hosted: boolean;
  /** URL of this locale's index, e.g. "/de/search-index.json". */
  indexUrl: string;
}

const OptionsSchema = Joi.object<SearchPluginOptions>({
  hosted: Joi.boolean().required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<SearchPluginOptions, SearchPluginOptions>): SearchPluginOptions {
  return validate(OptionsSchema, options);
}

/** What NormalModuleReplacementPlugin hands to its callback (the part used here). */
interface Resource {
  context?: string;
  request: string;
}

const local = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/**
 * Site search without a third party, and the one home of its Docusaurus
 * integration: the theme components in ./theme (the navbar's search bar with
 * DocSearch's modal, the stock search page wrapped), the search page's client
 * (./liteClient.ts instead of algoliasearch/lite) and, after each locale's
 * build, its index (`<locale>/search-index.json`, from the built HTML by
 * @nubiva/search). With `hosted`, Algolia answers and no index is written.
 */
export default function searchPlugin(
  context: LoadContext,
  options: SearchPluginOptions,
): Plugin<void> {
  const indexUrl = `${context.baseUrl}${INDEX_FILE_NAME}`;
  const { algolia } = context.siteConfig.themeConfig as { algolia: { searchPagePath: string } };
  return {
    name: PLUGIN_NAME,

    getThemePath: () => local('./theme'),

    async contentLoaded({ actions }) {
      const data: SearchPluginData = { hosted: options.hosted, indexUrl };
      actions.setGlobalData(data);
    },

    configureWebpack(_config, _isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      const stockSearchPage = path.join('theme-search-algolia', 'lib', 'theme', 'SearchPage');
      return {
        plugins: [
          // The stock search page's requests only: liteClient.ts itself imports the real one.
          new NormalModuleReplacementPlugin(/^algoliasearch\/lite$/, (resource: Resource) => {
            if (resource.context?.includes(stockSearchPage))
              resource.request = local('./liteClient.ts');
          }),
        ],
      };
    },

    async postBuild({ outDir, routesPaths, siteConfig }) {
      if (options.hosted) return;
      indexLocale({
        outDir,
        baseUrl: context.baseUrl,
        routes: routesPaths,
        language: context.i18n.currentLocale,
        origin: siteConfig.url,
        exclude: [`${context.baseUrl}${algolia.searchPagePath}`, `${context.baseUrl}404.html`],
      });
    },
  };
}
