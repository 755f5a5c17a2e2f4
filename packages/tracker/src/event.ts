/** URL parts of a tracker event (spec 3). */

/** Pathname without trailing slashes; the root stays "/". */
export function trimPathname(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}

/** Query string sorted by parameter name, without "?". */
export function sortedSearch(search: string): string {
  const query = new URLSearchParams(search);
  query.sort();
  return query.toString();
}
