import fs from 'node:fs';
import path from 'node:path';

/**
 * Routes of a built locale found by walking its directory (used by the
 * benchmark and the CLI; the Docusaurus plugin gets the routes from the build):
 * the route of each HTML file, as routeHtmlFile (../routeFile.ts) maps it back
 * (`redis/index.html` → `/de/redis/`, `old.html` → `/de/old.html`).
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
        routes.push(`${baseUrl}${prefix}${entry.name}`);
      }
    }
  };
  walk(outDir, '');
  return routes;
}
