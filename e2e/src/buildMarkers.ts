import fs from 'node:fs';
import path from 'node:path';

/** Code of DocSearch (its class names, CSS variables, package name) and of the stock search page. */
export const DOCSEARCH_MARKERS = ['DocSearch-', '--docsearch-', '@docsearch', 'searchLogoColumn'];
/** The hosted provider's client: its hosts, the multi-query path, the credential parameters. */
export const HOSTED_CLIENT_MARKERS = ['algolia.net', 'algolianet.com', '/1/indexes/', 'x-algolia-'];

/** Every script, style sheet and page of a build, with the markers each one holds. */
export function markersIn(dir: string, markers: string[]): string[] {
  const found: string[] = [];
  const walk = (at: string): void => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(js|css|html)$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const marker of markers.filter((m) => text.includes(m)))
          found.push(`${path.relative(dir, file)}: ${marker}`);
      }
    }
  };
  walk(dir);
  return found;
}
