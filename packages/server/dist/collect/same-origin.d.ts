import type { IncomingHttpHeaders } from 'node:http';
/**
 * The tracker posts with credentials from the site's own pages, so a post a
 * browser made from any other site is refused. Browsers send `Sec-Fetch-Site`
 * and `Origin`; clients without them (curl, server-side tools) pass, since
 * they carry no visitor's cookies anyway.
 */
export declare function isSameOrigin(headers: IncomingHttpHeaders, allowedOrigins: readonly string[], trustProxy: boolean): boolean;
/** The client key of the rate limit: the peer, or the first forwarded hop behind a proxy. */
export declare function clientKey(headers: IncomingHttpHeaders, remoteAddress: string | undefined, trustProxy: boolean): string;
