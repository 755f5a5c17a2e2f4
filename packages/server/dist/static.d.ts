import type { IncomingMessage, ServerResponse } from 'node:http';
export interface StaticSiteOptions {
    /** The build directory (Docusaurus `build/`). */
    root: string;
    /** Locale path prefixes other than the default locale, e.g. ['ja', 'ko', 'de']. */
    localePrefixes: string[];
    /** Extra connect-src origins for the pages' Content-Security-Policy. */
    cspConnectSrc?: string[];
}
export interface ResolvedFile {
    file: string;
    status: 200 | 404;
}
/**
 * Maps a URL path to a file of the build, the way the Docusaurus router
 * expects: `/de/overview` → `de/overview/index.html`, `/de/redis/` →
 * `de/redis/index.html`, `/de/overview.html` → `de/overview.html` or, if that
 * does not exist, `de/overview/index.html` (the client router strips `.html`
 * the same way). Anything else is the 404 page of the path's locale.
 * Returns null for paths that try to leave the root.
 */
export declare function resolveFile(options: StaticSiteOptions, urlPath: string): Promise<ResolvedFile | null>;
/**
 * Each non-default locale of a Docusaurus build is a top-level folder with its
 * own 404.html; the default locale's 404.html sits at the root.
 */
export declare function detectLocalePrefixes(root: string): Promise<string[]>;
/** Hashed build assets never change; everything else (HTML above all) is revalidated. */
export declare function cacheControl(urlPath: string): string;
export declare function serveStatic(options: StaticSiteOptions, request: IncomingMessage, response: ServerResponse): Promise<void>;
