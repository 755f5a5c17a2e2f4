import fs from 'node:fs';
import path from 'node:path';

/** The HTML file Docusaurus wrote for a route ("/de/redis/" → redis/index.html). */
export function htmlFileForRoute(
  outDir: string,
  baseUrl: string,
  route: string,
): string | undefined {
  if (!route.startsWith(baseUrl)) return undefined;
  const relative = route.slice(baseUrl.length);
  const candidates =
    relative === '' || relative.endsWith('/')
      ? [path.join(outDir, relative, 'index.html')]
      : [path.join(outDir, relative, 'index.html'), path.join(outDir, `${relative}.html`)];
  return candidates.find((file) => fs.existsSync(file));
}

/**
 * Routes of a built locale found by walking its directory (used by the
 * benchmark and the CLI; the Docusaurus plugin gets the routes from the build).
 * Directories in `skip` (other locales' folders, assets) are not entered.
 */
export function routesInDirectory(outDir: string, baseUrl: string, skip: string[] = []): string[] {
  const routes: string[] = [];
  const walk = (dir: string, prefix: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (prefix === '' && skip.includes(entry.name)) continue;
        walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      } else if (entry.name === 'index.html') {
        routes.push(`${baseUrl}${prefix}`);
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        routes.push(`${baseUrl}${prefix}${entry.name.slice(0, -5)}`);
      }
    }
  };
  walk(outDir, '');
  return routes;
}
