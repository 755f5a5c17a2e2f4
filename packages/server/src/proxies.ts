import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

type Request = Pick<IncomingMessage, 'headers' | 'socket'>;

/** "::ffff:10.0.0.1" → "10.0.0.1"; "[::1]:80" → "::1"; "10.0.0.1:80" → "10.0.0.1". */
function plainAddress(raw: string): string {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1] ?? address;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? (mapped[1] ?? address) : address;
}

/**
 * The proxies whose `X-Forwarded-*` headers the server believes (TRUSTED_PROXIES: addresses and
 * CIDR ranges; none by default). Any client can send those headers; only a proxy in this list
 * stands between the server and the client. The client's address serves the rate limits in memory
 * and is never stored.
 */
export class TrustedProxies {
  private readonly list = new BlockList();

  /** Throws an error naming the first entry that is no address or range. */
  constructor(readonly entries: readonly string[] = []) {
    for (const entry of entries) {
      const [address = '', prefix, extra] = entry.split('/');
      const family = isIP(address);
      const bits = Number(prefix);
      const maxBits = family === 4 ? 32 : 128;
      if (
        family === 0 ||
        extra !== undefined ||
        (prefix !== undefined && !(/^\d+$/.test(prefix) && bits <= maxBits))
      )
        throw new Error(`"${entry}" is no IP address or CIDR range`);
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) this.list.addAddress(address, type);
      else this.list.addSubnet(address, bits, type);
    }
  }

  /** A comma- or space-separated list. */
  static parse(list: string): TrustedProxies {
    return new TrustedProxies(list.split(/[\s,]+/).filter(Boolean));
  }

  trusts(raw: string | undefined): boolean {
    if (raw === undefined || this.entries.length === 0) return false;
    const address = plainAddress(raw);
    const family = isIP(address);
    return family !== 0 && this.list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  }

  /**
   * The client: the peer, or, while the peer (and then each hop before it) is a trusted proxy,
   * the hop before it in `X-Forwarded-For`, read from the right (the left is what the client
   * wrote itself).
   */
  clientAddress(request: Request): string {
    let client = request.socket.remoteAddress;
    if (!this.trusts(client)) return client === undefined ? 'unknown' : plainAddress(client);
    const header = request.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    while (hops.length > 0 && this.trusts(client)) client = hops.pop();
    return plainAddress(client ?? 'unknown');
  }

  /** A forwarded header's first value, believed from a trusted peer only. */
  forwarded(request: Request, name: 'x-forwarded-host' | 'x-forwarded-proto'): string | undefined {
    if (!this.trusts(request.socket.remoteAddress)) return undefined;
    const header = request.headers[name];
    const value = Array.isArray(header) ? header[0] : header;
    return value?.split(',')[0]?.trim() || undefined;
  }
}
