import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a public screenshot service must never open: the special-purpose ranges of the IANA
 * registries (loopback, private, shared, link-local, benchmarking, documentation, multicast,
 * reserved) and the IPv6 forms that carry an IPv4 address (NAT64, 6to4, Teredo). BlockList
 * checks an IPv4-mapped address (`::ffff:10.0.0.1`) against the IPv4 ranges itself.
 */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
]) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
]) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

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
