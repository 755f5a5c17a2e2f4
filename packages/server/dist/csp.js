import { createHash } from 'node:crypto';
/**
 * The inline scripts of an HTML document (Docusaurus emits a few, e.g. the
 * color-mode bootstrap), as CSP hash sources. Scripts with `src` are
 * covered by 'self'.
 */
export function inlineScriptHashes(html) {
    const hashes = new Set();
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
        const attributes = match[1] ?? '';
        const body = match[2] ?? '';
        if (/\ssrc\s*=/i.test(attributes) || body.length === 0)
            continue;
        hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
    return [...hashes].sort();
}
/** The Content-Security-Policy of one HTML page: scripts from self and its own hashes only. */
export function contentSecurityPolicy(scriptHashes, options = {}) {
    return [
        "default-src 'self'",
        ["script-src 'self'", ...scriptHashes].join(' '),
        // React renders style attributes (e.g. collapsible heights), which need 'unsafe-inline'.
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        ["connect-src 'self'", ...(options.connectSrc ?? [])].join(' '),
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ].join('; ');
}
//# sourceMappingURL=csp.js.map