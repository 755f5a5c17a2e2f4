import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { indexLocale, INDEX_FILE_NAME, openSearchXml } from '@nubiva/search/indexer';
import type { HitLinkOptions } from '@nubiva/search/results';
import { hostedSearchHosts, type HostedSearch } from '@nubiva/search/hosted';
import { siteStorage } from '../data/siteStorage';
import { buildMessage } from '../translations/buildMessages';

export interface SearchPluginOptions extends HitLinkOptions {
  /** Hosted-provider credentials (ALGOLIA_*); without, our index answers. */
  hosted?: HostedSearch;
  /** The search page's path under the locale's base URL. */
  searchPagePath: string;
}

/** What the search bar, modal and page read (usePluginData('nubiva-search')). */
export interface SearchPluginData extends SearchPluginOptions {
  indexUrl: string;
  searchPageUrl: string;
  /** Names the stored recent and favourite searches. */
  indexName: string;
}

const OptionsSchema = Joi.object<SearchPluginOptions>({
  hosted: Joi.object({
    appId: Joi.string().required(),
    apiKey: Joi.string().required(),
    indexName: Joi.string().required(),
    host: Joi.string().uri({ scheme: ['http', 'https'] }),
  }),
  searchPagePath: Joi.string()
    .pattern(/^[\w-]+$/)
    .required(),
  externalUrlRegex: Joi.string(),
  replaceSearchResultPathname: Joi.object({ from: Joi.string().required(), to: Joi.string() }),
});

export const validateOptions = ({
  validate,
  options,
}: OptionValidationContext<SearchPluginOptions, SearchPluginOptions>): SearchPluginOptions =>
  validate(OptionsSchema, options);

/** "Search {title}" in the locale's language: the browser's name for the site search. */
const openSearchDescription = (context: LoadContext): string =>
  buildMessage(context.localizationDir, 'nubiva.search.openSearchDescription', {
    title: context.siteConfig.title,
  });

/**
 * Site search, the one home of its Docusaurus integration: the theme
 * components in ./theme (navbar button, modal, search page), the search
 * page's route, each locale's `opensearch.xml` and, after each locale's
 * build, its index (`<locale>/search-index.json`, from the built HTML by
 * @nubiva/search). With `hosted`, the provider answers: no index is written,
 * the head preconnects to it, and only then does its client reach the bundle.
 */
export default function searchPlugin(context: LoadContext, options: SearchPluginOptions) {
  const { baseUrl, siteConfig } = context;
  const searchPageUrl = `${baseUrl}${options.searchPagePath}`;
  return {
    name: 'nubiva-search',

    getThemePath: () => fileURLToPath(new URL('./theme', import.meta.url)),

    async contentLoaded({ actions }) {
      actions.addRoute({ path: searchPageUrl, component: '@theme/SearchPage', exact: true });
      actions.setGlobalData({
        ...options,
        indexUrl: `${baseUrl}${INDEX_FILE_NAME}`,
        searchPageUrl,
        indexName: options.hosted?.indexName ?? siteStorage.searchIndexName,
      } satisfies SearchPluginData);
    },

    // A constant, so that the bundler drops the client not taken (./client.ts).
    configureWebpack: (_config, _isServer, { currentBundler }) => ({
      plugins: [
        new currentBundler.instance.DefinePlugin({
          'process.env.NUBIVA_HOSTED_SEARCH': JSON.stringify(options.hosted ? 'yes' : ''),
        }),
      ],
    }),

    injectHtmlTags() {
      const link = (attributes: Record<string, string>) => ({ tagName: 'link', attributes });
      const title = openSearchDescription(context);
      const type = 'application/opensearchdescription+xml';
      const tags = [link({ rel: 'search', type, title, href: `${baseUrl}opensearch.xml` })];
      if (options.hosted) {
        const href = new URL(hostedSearchHosts(options.hosted)[0]!).origin;
        tags.push(link({ rel: 'preconnect', href, crossorigin: '' }));
      }
      return { headTags: tags };
    },

    async postBuild({ outDir, routesPaths }) {
      fs.writeFileSync(
        path.join(outDir, 'opensearch.xml'),
        openSearchXml({
          title: siteConfig.title,
          description: openSearchDescription(context),
          language: context.i18n.currentLocale,
          site: `${siteConfig.url}${baseUrl}`,
          searchPage: `${siteConfig.url}${searchPageUrl}`,
          image: new URL(siteConfig.favicon ?? '', `${siteConfig.url}${baseUrl}`).href,
        }),
      );
      if (options.hosted) return;
      indexLocale({
        outDir,
        baseUrl,
        routes: routesPaths,
        language: context.i18n.currentLocale,
        origin: siteConfig.url,
        exclude: [searchPageUrl, `${baseUrl}404.html`],
      });
    },
  } satisfies Plugin<void>;
}
