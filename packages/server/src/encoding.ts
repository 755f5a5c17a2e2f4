import Negotiator from 'negotiator';

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
 * A parser remembered by its input (a header's value, a request's URL):
 * clients send a handful of distinct Accept and Accept-Encoding values and ask
 * for the same addresses, and parsing costs more than answering from memory (a
 * browser's Accept: about 20 µs in `negotiator`). Bounded: past `limit`
 * inputs it starts afresh.
 */
export function memoized<T>(
  parse: (value: string) => T,
  limit = 256,
): (input: string | string[] | undefined) => T {
  const memo = new Map<string, T>();
  return (input) => {
    const value = Array.isArray(input) ? input.join(',') : (input ?? '');
    let result = memo.get(value);
    if (result === undefined) {
      if (memo.size >= limit) memo.clear();
      result = parse(value);
      memo.set(value, result);
    }
    return result;
  };
}

const names = precompressedEncodings.map((encoding) => encoding.name);

/**
 * The encodings an Accept-Encoding header allows, best first (`negotiator`):
 * q=0 refuses one, `*` allows the rest, ties go to brotli, "identity" needs no
 * entry.
 */
export const acceptedEncodings = memoized(
  (value) =>
    new Negotiator({ headers: { 'accept-encoding': value } }).encodings(names, {
      preferred: names,
    }) as readonly EncodingName[],
);
