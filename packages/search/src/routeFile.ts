import path from 'node:path';

/**
 * The HTML file Docusaurus writes for a route, the one rule for it in this repository (the site's
 * build plugins, the search indexer and the server use it). It is Docusaurus' pathnameToFilename
 * with `trailingSlash` unset: the base URL is taken off the route; a route ending in `.html`
 * (`/de/404.html`) is that file; any other is a folder with an index.html (`/de/service/domain` and
 * `/de/service/domain/` → `de/service/domain/index.html`, `/de/` → `de/index.html` with base URL `/`,
 * `index.html` with base URL `/de/` and the locale's build folder as `outDir`). A route outside the
 * base URL is taken as it is, as Docusaurus does. The file need not exist.
 */
export function routeHtmlFile(outDir: string, baseUrl: string, routePath: string): string {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath;
  return /\.html?$/i.test(relative)
    ? path.join(outDir, relative)
    : path.join(outDir, relative, 'index.html');
}
