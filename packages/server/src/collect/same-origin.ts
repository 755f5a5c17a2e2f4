import type { IncomingMessage } from 'node:http';
import type { TrustedProxies } from '../proxies.js';

/**
 * The tracker posts with credentials from the site's own pages, so a post a
 * browser made from any other site is refused. Browsers send `Sec-Fetch-Site`
 * and `Origin`; clients without them (curl, server-side tools) pass, since
 * they carry no visitor's cookies anyway.
 */
export function isSameOrigin(
  request: Pick<IncomingMessage, 'headers' | 'socket'>,
  allowedOrigins: readonly string[],
  proxies: TrustedProxies,
): boolean {
  const { headers } = request;
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
  const host = proxies.forwarded(request, 'x-forwarded-host') ?? headers.host;
  return host !== undefined && originHost.toLowerCase() === host.toLowerCase();
}
