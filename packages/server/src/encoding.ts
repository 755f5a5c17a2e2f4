/** Encodings we precompress, in order of preference (brotli is smaller). */
export const precompressedEncodings = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

export type EncodingName = (typeof precompressedEncodings)[number]['name'];

/** File types worth compressing; images and fonts are compressed already. */
export const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.xml',
  '.txt',
  '.md',
  '.svg',
  '.webmanifest',
  '.map',
]);

/**
 * The encodings an Accept-Encoding header allows, best first: q=0 refuses
 * one, `*` allows the rest, "identity" needs no entry.
 */
export function acceptedEncodings(header: string | string[] | undefined): EncodingName[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [rawName, ...rawParams] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of rawParams) {
      const [key, rawQ] = param.trim().split('=');
      if (key?.trim() === 'q') q = Number(rawQ);
    }
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  return precompressedEncodings
    .map((encoding) => encoding.name)
    .filter((name) => weightOf(name) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}
