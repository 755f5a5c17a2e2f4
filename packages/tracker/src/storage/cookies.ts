import type { RawStorage } from '../types.js';

/**
 * The Domain attribute: the last two host labels, so sub-domains share ids.
 * localhost, other single-label hosts and IP addresses get a host-only cookie
 * (no Domain attribute), since browsers reject a Domain there: an IPv4
 * address ends in a numeric label (the lookahead), an IPv6 host ([::1]) has
 * no dot.
 */
export const cookieDomain = (hostname: string): string | undefined =>
  /[^.]+\.(?!\d+$)[^.]+$/.exec(hostname)?.[0];

/**
 * Cookies with path /, SameSite=Strict, Secure and the given lifetime. A
 * Domain the browser refuses (a public suffix such as co.uk) falls back to a
 * host-only cookie; a cookie refused altogether is noticed by the store's
 * read-back check. Removing is writing '' with Max-Age 0.
 */
export const cookieStorage = (maxAgeSeconds: (name: string) => number): RawStorage => {
  const jar: RawStorage = {
    getItem(name) {
      // Values are URI-encoded, so the first ';' after the name ends the value.
      const value = `; ${document.cookie}`.split(`; ${name}=`)[1]?.split(';')[0];
      return value && decodeURIComponent(value);
    },
    setItem(name, value) {
      for (const domain of [cookieDomain(location.hostname), '']) {
        document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${
          value ? maxAgeSeconds(name) : 0
        }; Path=/${domain ? `; Domain=${domain}` : ''}; SameSite=Strict; Secure`;
        if (jar.getItem(name) === value) return;
      }
    },
    removeItem: (name) => jar.setItem(name, ''),
  };
  return jar;
};
