/**
 * The pathname of a built page's `<link rel="canonical">`, or null. Used to
 * send `.html` and `/index.html` addresses to the page's real route
 * (`/de/overview.html` → `/de/overview`, `/de/service/index.html` →
 * `/de/service/`), which the file layout alone cannot tell apart.
 */
export function canonicalPathname(html: string): string | null {
  const href = /<link[^>]*\brel="?canonical"?[^>]*\bhref="?([^"\s>]+)/i.exec(html)?.[1];
  if (href === undefined) return null;
  try {
    return new URL(href, 'http://localhost').pathname;
  } catch {
    return null;
  }
}

/** Addresses the Docusaurus router normalises by stripping the suffix. */
export const hasHtmlSuffix = (urlPath: string): boolean => /\.html$/.test(urlPath);
