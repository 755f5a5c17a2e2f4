import { promises as fs } from 'node:fs';

const cache = new Map<string, { mtimeMs: number; pathname: string | null }>();

/**
 * The pathname of a built page's `<link rel="canonical">`, or null. Used to
 * send `.html` and `/index.html` addresses to the page's real route
 * (`/de/overview.html` → `/de/overview`, `/de/service/index.html` →
 * `/de/service/`), which the file layout alone cannot tell apart.
 */
export async function canonicalPathname(file: string, mtimeMs: number): Promise<string | null> {
  const cached = cache.get(file);
  if (cached !== undefined && cached.mtimeMs === mtimeMs) return cached.pathname;
  const html = await fs.readFile(file, 'utf8');
  const href = /<link[^>]*\brel="?canonical"?[^>]*\bhref="?([^"\s>]+)/i.exec(html)?.[1];
  let pathname: string | null = null;
  if (href !== undefined) {
    try {
      pathname = new URL(href, 'http://localhost').pathname;
    } catch {
      pathname = null;
    }
  }
  cache.set(file, { mtimeMs, pathname });
  return pathname;
}

/** Addresses the Docusaurus router normalises by stripping the suffix. */
export const hasHtmlSuffix = (urlPath: string): boolean => /\.html$/.test(urlPath);
