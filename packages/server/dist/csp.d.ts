/**
 * The inline scripts of an HTML document (Docusaurus emits a few, e.g. the
 * color-mode bootstrap), as CSP hash sources. Scripts with `src` are
 * covered by 'self'.
 */
export declare function inlineScriptHashes(html: string): string[];
export interface CspOptions {
    /** Extra origins the page may fetch from (e.g. a hosted search provider). */
    connectSrc?: readonly string[];
}
/** The Content-Security-Policy of one HTML page: scripts from self and its own hashes only. */
export declare function contentSecurityPolicy(scriptHashes: readonly string[], options?: CspOptions): string;
