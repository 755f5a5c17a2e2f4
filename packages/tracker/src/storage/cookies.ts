import type { RawStorage } from './store.js';

/**
 * The Domain attribute: the last two host labels, so sub-domains share ids.
 * localhost, other single-label hosts and IP addresses get a host-only cookie
 * (no Domain attribute), since browsers reject a Domain there.
 */
export function cookieDomain(hostname: string): string | undefined {
  if (!hostname.includes('.') || hostname.includes(':') || /^[\d.]+$/.test(hostname)) {
    return undefined;
  }
  return hostname.split('.').slice(-2).join('.');
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split('; ')) {
    const at = part.indexOf('=');
    if (part.slice(0, at) === name) return decodeURIComponent(part.slice(at + 1));
  }
  return undefined;
}

/**
 * Cookies with path /, SameSite=Strict, Secure and the given lifetime. A
 * Domain the browser refuses (a public suffix such as co.uk) falls back to a
 * host-only cookie; a cookie refused altogether is noticed by the store's
 * read-back check.
 */
export function cookieStorage(maxAgeSeconds: (name: string) => number): RawStorage {
  const set = (name: string, value: string, maxAge: number, domain?: string): void => {
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/${
      domain ? `; Domain=${domain}` : ''
    }; SameSite=Strict; Secure`;
  };
  return {
    get: readCookie,
    set(name, value) {
      set(name, value, maxAgeSeconds(name), cookieDomain(location.hostname));
      if (readCookie(name) !== value) set(name, value, maxAgeSeconds(name));
    },
    remove(name) {
      set(name, '', 0, cookieDomain(location.hostname));
      set(name, '', 0);
    },
  };
}
