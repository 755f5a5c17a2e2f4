/**
 * Bundler loader for Docusaurus' stock search page (theme-search-algolia
 * 3.10, JSX source). Two fixes:
 * - Landmarks: its heading, form and result count sit outside any landmark,
 *   and the only `<main>` wraps the results, so a page without results has
 *   none (axe: landmark-one-main, region). The page's container becomes the
 *   `<main>` and the results' `<main>` a `<div>`.
 * - Attribution: the page credits Algolia ("Powered by" and its logo, a link
 *   to algolia.com). That is only true in hosted mode; with the site's own
 *   index (the default) the column is not rendered. The plugin's global data
 *   says which mode the build is in.
 * Each rewrite matches one exact fragment; when it is not found (a Docusaurus
 * that changed the page), the file passes unchanged with a build warning.
 */
import { PLUGIN_NAME } from './plugin.js';
import { applySourceFixes, type LoaderContext, type SourceFix } from './sourceFixes.js';

const FIXES: SourceFix[] = [
  {
    name: 'results main',
    pattern: /<main>(\s*\{searchResultState\.items\.map\([\s\S]*?\)\}\s*)<\/main>/,
    replacement: '<div>$1</div>',
  },
  {
    name: 'page main',
    pattern:
      /<div className="container margin-vert--lg">([\s\S]*)<\/div>(\s*)<\/Layout>(\s*\);\s*\}\s*export default)/,
    replacement: '<main className="container margin-vert--lg">$1</main>$2</Layout>$3',
  },
  {
    name: 'hosted-mode flag',
    pattern: /(\n\s*)(const \[searchQuery, setSearchQuery\] = useSearchQueryString\(\);)/,
    replacement: `$1$2$1const nubivaHostedSearch = usePluginData(${JSON.stringify(PLUGIN_NAME)})?.hosted === true;`,
  },
  {
    name: 'Algolia attribution',
    pattern:
      /(<div className=\{clsx\('col', 'col--4', styles\.searchLogoColumn\)\}>[\s\S]*?<AlgoliaLogo \/>\s*<\/Link>\s*<\/div>)/,
    replacement: '{nubivaHostedSearch && ($1)}',
  },
  {
    name: 'global data import',
    pattern: /^/,
    replacement: "import {usePluginData} from '@docusaurus/useGlobalData';\n",
  },
];

function searchPageFixesLoader(this: LoaderContext, source: string): string {
  return applySourceFixes(
    this,
    source,
    FIXES,
    (name) => `nubiva-search: search page ${name} markup not found; left unchanged.`,
  );
}

export default searchPageFixesLoader;
