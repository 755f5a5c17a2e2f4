/**
 * Bundler loader for Docusaurus' stock search page (theme-search-algolia
 * 3.10, JSX source): its heading, form and result count sit outside any
 * landmark, and the only `<main>` wraps the results, so a page without
 * results has none (axe: landmark-one-main, region). The page's container
 * becomes the `<main>` and the results' `<main>` a `<div>`. Each rewrite
 * matches one exact fragment; when it is not found (a Docusaurus that changed
 * the page), the file passes unchanged with a build warning.
 */
interface Fix {
  name: string;
  pattern: RegExp;
  replacement: string;
}

const FIXES: Fix[] = [
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
];

interface LoaderContext {
  emitWarning(warning: Error): void;
}

function searchPageLandmarksLoader(this: LoaderContext, source: string): string {
  let fixed = source;
  for (const fix of FIXES) {
    if (fix.pattern.test(fixed)) fixed = fixed.replace(fix.pattern, fix.replacement);
    else
      this.emitWarning(
        new Error(`nubiva-search: search page ${fix.name} markup not found; left unchanged.`),
      );
  }
  return fixed;
}

export default searchPageLandmarksLoader;
