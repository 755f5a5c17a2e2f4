import { readFileSync } from 'node:fs';
import type { Config } from '@docusaurus/types';
import type { Options as ThemeOptions } from '@docusaurus/theme-classic';
import type { UserThemeConfig } from '@docusaurus/theme-common';
import type * as PluginContentDocs from '@docusaurus/plugin-content-docs';

import { brand, mainSiteLink } from './src/data/brand';
import { hostedSearchFromEnv } from '@nubiva/search/hosted';
import focusableTables from './src/remark/focusableTables';
import exampleFiles from './src/remark/exampleFiles';
import { accessibleGithubTheme } from './src/prismTheme';
import type { FastLoadOptions } from './src/plugins/fastLoad';
import { defaultLocale, localeConfigs, locales, type Locale } from './src/data/site';
import { announcementFromEnv, pageViewHooksFromEnv } from './src/data/buildEnv';

// The logo (also the favicon) inside the page: as files they were requests before the first
// paint, which Lighthouse's simulated phone counts as a round trip into the largest paint. It is
// not a static file: no page links it.
const logo = `data:image/svg+xml,${readFileSync(
  new URL('src/data/logo.svg', import.meta.url),
  'utf8',
)
  .trim()
  .replace(/"/g, "'")
  .replace(/[<>#%]/g, encodeURIComponent)}`;

// Docusaurus loads this file once per locale and names the locale it builds.
const currentLocale = (process.env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale) as Locale;

const announcementBar = announcementFromEnv(process.env);

// Third-party page-view hooks (NUBIVA_TAG_MANAGER_DATA_LAYER, NUBIVA_PRODUCT_ANALYTICS_GLOBAL and
// _EVENT): off unless set; the client module analytics.ts reads them from customFields.
const pageViewHooks = pageViewHooksFromEnv(process.env);

// Hosted search provider credentials (ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME), if any.
const hostedSearch = hostedSearchFromEnv(process.env);

/** Options shared by both docs instances (docs and examples). */
const docsDefaults = {
  sidebarCollapsible: false,
  rehypePlugins: [focusableTables],
  breadcrumbs: true,
  showLastUpdateTime: false,
} satisfies Partial<PluginContentDocs.Options>;

const config: Config = {
  title: brand.name,
  tagline: 'Deploy web services, databases and domains without idle cost.',
  favicon: logo,
  url: brand.docsUrl,
  baseUrl: '/',
  // Folder index pages keep their trailing slash (/de/redis/), other pages have none.
  trailingSlash: undefined,

  future: {
    v4: true,
    faster: true,
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'warn' },
  },

  customFields: { pageViewHooks },

  // Docusaurus' banner is English only; ours speaks the locale's language (src/plugins/fastLoad).
  baseUrlIssueBanner: false,

  i18n: {
    defaultLocale,
    locales: [...locales],
    localeConfigs,
  },

  // The classic preset's parts this site uses, in its order (its blog and search theme would
  // only be installed): the CSS cascade layers `future.v4` asks for, docs, sitemap, the theme,
  // which comes before the plugins whose theme components replace its own.
  plugins: [
    '@docusaurus/plugin-css-cascade-layers',
    [
      '@docusaurus/plugin-content-docs',
      {
        ...docsDefaults,
        path: 'docs',
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
      } satisfies PluginContentDocs.Options,
    ],
    '@docusaurus/plugin-sitemap',
    ['@docusaurus/theme-classic', { customCss: './src/css/custom.css' } satisfies ThemeOptions],
    // Statements in the build's language only, not all four in every page's scripts.
    './src/plugins/localeData.ts',
    // What makes pages faster than stock Docusaurus, a switch per piece (src/plugins/fastLoad).
    [
      './src/plugins/fastLoad/index.ts',
      {
        deferredPrism: true,
        pageScripts: true,
        compileHints: true,
        phoneMenuOnFirstOpen: true,
        memoisedLayout: true,
        chevrons: true,
      } satisfies FastLoadOptions,
    ],
    // For AI tools and crawlers: a Markdown twin of every page, llms.txt and llms-full.txt from the
    // built HTML, and robots.txt.
    './src/plugins/agentDocs.ts',
    // Which translations are older than their English page (src/translations).
    './src/translations/plugin.ts',
    // Search: our own UI over the site's own index, or the hosted provider's (src/search).
    [
      './src/search/plugin.ts',
      {
        ...(hostedSearch ? { hosted: hostedSearch } : {}),
        searchPagePath: 'search',
        externalUrlRegex: `^${brand.mainSiteUrl.replace(/[.]/g, '\\.')}`,
        // Hits indexed under the old /docs/ prefix open at the docs root.
        replaceSearchResultPathname: { from: '/docs/', to: '/' },
      },
    ],
    [
      '@docusaurus/plugin-content-docs',
      {
        ...docsDefaults,
        id: 'examples',
        path: 'examples-docs',
        routeBasePath: 'examples',
        sidebarPath: './sidebarsExamples.ts',
        // Guides embed the tested apps from examples/ (```example-files blocks).
        remarkPlugins: [exampleFiles],
      } satisfies PluginContentDocs.Options,
    ],
  ],

  // The tracker (first-party visitor events) waits until the page is idle.
  clientModules: [
    // First: the hydration mark precedes anything the other modules start after hydration.
    './src/clientModules/hydrationMark.ts',
    './src/clientModules/analytics.ts',
    './src/clientModules/linkTracker.ts',
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    ...(announcementBar ? { announcementBar } : {}),
    navbar: {
      title: brand.name,
      logo: {
        // Decorative: the title beside it already names the link ("Nubiva").
        alt: '',
        src: logo,
        width: 32,
        height: 32,
      },
      items: [
        { type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs' },
        {
          type: 'docSidebar',
          sidebarId: 'examples',
          docsPluginId: 'examples',
          position: 'left',
          label: 'Examples',
        },
        { type: 'search', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        {
          href: brand.community.discord,
          label: 'Join Discord',
          position: 'right',
        },
        {
          type: 'custom-mainSiteLink',
          href: mainSiteLink(brand.mainSitePaths.home, 'navbar', currentLocale),
          position: 'right',
        },
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        // The image is the link's only content: its name says where it goes, in every language.
        alt: brand.name,
        src: logo,
        href: mainSiteLink(brand.mainSitePaths.home, 'footer', currentLocale),
        width: 40,
        height: 40,
      },
      links: [
        {
          title: 'Resources',
          items: [
            { label: 'Examples', to: '/examples/' },
            { label: 'Docs', to: '/' },
            { label: 'Privacy policy', to: '/privacy' },
            // The reader's choice about statistics cookies (src/components/ConsentControl).
            { label: 'Cookie settings', to: '/privacy#consent' },
            // The Impressum (§ 5 DDG) lives on the contact page; this link puts it one click from every page.
            { label: 'Legal notice', to: '/contact#impressum' },
          ],
        },
        {
          title: 'Contact',
          items: [
            { label: 'Discord', href: brand.community.discord },
            { label: 'X', href: brand.community.x },
            { label: 'LinkedIn', href: brand.community.linkedin },
            { label: 'YouTube', href: brand.community.youtube },
            { label: 'Blog', href: brand.community.blog },
            { label: 'DEV', href: brand.community.devto },
            { label: 'GitHub', href: brand.community.github },
          ],
        },
        {
          title: 'Company',
          items: [
            {
              label: 'Website',
              href: mainSiteLink(brand.mainSitePaths.home, 'footer', currentLocale),
            },
            {
              label: 'About us',
              href: mainSiteLink(brand.mainSitePaths.about, 'footer', currentLocale),
            },
            {
              label: 'Pricing',
              href: mainSiteLink(brand.mainSitePaths.pricing, 'footer', currentLocale),
            },
          ],
        },
      ],
      copyright: `© ${new Date().getFullYear()} ${brand.legalName}`,
    },
    prism: {
      theme: accessibleGithubTheme,
      // json, yaml, python, go and rust are built into prism-react-renderer; listing them again only adds bytes to every page.
      additionalLanguages: ['bash', 'docker', 'toml'],
    },
  } satisfies UserThemeConfig,
};

export default config;
