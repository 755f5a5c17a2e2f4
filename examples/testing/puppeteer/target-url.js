import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses a public screenshot service must never open: loopback, private and link-local ranges. */
const privateRanges = new BlockList();
privateRanges.addSubnet('0.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('10.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('100.64.0.0', 10, 'ipv4');
privateRanges.addSubnet('127.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('169.254.0.0', 16, 'ipv4');
privateRanges.addSubnet('172.16.0.0', 12, 'ipv4');
privateRanges.addSubnet('192.168.0.0', 16, 'ipv4');
privateRanges.addSubnet('::', 128, 'ipv6');
privateRanges.addSubnet('::1', 128, 'ipv6');
privateRanges.addSubnet('::ffff:0:0', 96, 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');

export class TargetUrlError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

/**
 * The hosts (`host:port`) of ALLOW_PRIVATE_ORIGINS, a comma-separated list of origins that may
 * be opened although they are private: your own test site on your machine, never in production.
 */
export function allowedPrivateHosts(list) {
  return new Set(
    (list ?? '')
      .split(',')
      .filter((origin) => origin.trim())
      .map((origin) => hostKey(new URL(origin.trim()))),
  );
}

function hostKey(url) {
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? 443 : 80)}`;
}

/** Parses the `url` query parameter and refuses anything but public http(s) URLs. */
export async function parseTargetUrl(raw, allowedHosts) {
  let url;
  try {
    url = new URL(raw ?? '');
  } catch {
    throw new TargetUrlError('Pass a full http(s) URL in the "url" query parameter.', 400);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TargetUrlError('Only http and https URLs are supported.', 400);
  }
  await publicAddress(url.hostname, hostKey(url), allowedHosts);
  return url;
}

/**
 * Resolves a host once and returns the address to connect to, refusing private ones. The
 * caller connects to exactly this address, so a second DNS answer cannot change it.
 */
export async function publicAddress(hostname, key, allowedHosts) {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  if (allowedHosts.has(key)) return addresses[0].address;
  for (const { address, family } of addresses) {
    if (privateRanges.check(address, family === 6 ? 'ipv6' : 'ipv4')) {
      throw new TargetUrlError('The URL points to a private network address.', 403);
    }
  }
  return addresses[0].address;
}

async function resolve(host) {
  try {
    return await lookup(host, { all: true });
  } catch {
    throw new TargetUrlError(`The host "${host}" does not resolve.`, 400);
  }
}
