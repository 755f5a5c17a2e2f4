import type { IncomingHttpHeaders } from 'node:http';

/**
 * The tracker posts with credentials from the site's own pages, so a post a
 * browser made from any other site is refused. Browsers send `Sec-Fetch-Site`
 * and `Origin`; clients without them (curl, server-side tools) pass, since
 * they carry no visitor's cookies anyway.
 */
export function isSameOrigin(
  headers: IncomingHttpHeaders,
  allowedOrigins: readonly string[],
  trustProxy: boolean,
): boolean {
  const fetchSite = headers['sec-fetch-site'];
  const origin = headers.origin;
  if (origin !== undefined && allowedOrigins.includes(origin)) return true;
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  if (origin === undefined) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const forwarded = trustProxy ? firstValue(headers['x-forwarded-host']) : undefined;
  const host = forwarded ?? headers.host;
  return host !== undefined && originHost.toLowerCase() === host.toLowerCase();
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/** The client key of the rate limit: the peer, or the first forwarded hop behind a proxy. */
export function clientKey(
  headers: IncomingHttpHeaders,
  remoteAddress: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = firstValue(headers['x-forwarded-for']);
    if (forwarded) return forwarded;
  }
  return remoteAddress ?? 'unknown';
}
