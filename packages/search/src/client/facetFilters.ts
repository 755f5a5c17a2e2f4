import type { SearchRecord } from '../engine/types.js';

/** Algolia facet filters: outer list AND, inner lists OR; "attr:value", "-attr:value" negates. */
export type FacetFilters = string | (string | string[])[];

const FACETS = ['language', 'docusaurus_tag'] as const;
type Facet = (typeof FACETS)[number];

function parseFilter(filter: string): (record: SearchRecord) => boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon < 0) throw new Error(`Invalid facet filter "${filter}": expected "attribute:value".`);
  const attribute = body.slice(0, colon).trim();
  let value = body.slice(colon + 1).trim();
  let negate = negated;
  if (value.startsWith('-')) {
    negate = !negate;
    value = value.slice(1);
  }
  value = value.replace(/^"(.*)"$/, '$1').replace(/\\-/g, '-');
  if (!(FACETS as readonly string[]).includes(attribute)) {
    throw new Error(
      `Unknown facet "${attribute}" in filter "${filter}"; facets: ${FACETS.join(', ')}.`,
    );
  }
  return (record) => (record[attribute as Facet] === value) !== negate;
}

export function compileFacetFilters(
  filters: FacetFilters | undefined,
): (record: SearchRecord) => boolean {
  if (filters === undefined) return () => true;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((group) =>
    (typeof group === 'string' ? [group] : group).map(parseFilter),
  );
  return (record) =>
    groups.every((group) => group.length === 0 || group.some((test) => test(record)));
}

/** Counts of each requested facet's values among the matching records. */
export function facetCounts(
  records: SearchRecord[],
  facets: string[] | string | undefined,
): Record<string, Record<string, number>> | undefined {
  if (facets === undefined) return undefined;
  const wanted = (typeof facets === 'string' ? [facets] : facets).flatMap((facet) =>
    facet === '*'
      ? [...FACETS]
      : (FACETS as readonly string[]).includes(facet)
        ? [facet as Facet]
        : [],
  );
  const counts: Record<string, Record<string, number>> = {};
  for (const facet of wanted) {
    const values: Record<string, number> = {};
    for (const record of records) values[record[facet]] = (values[record[facet]] ?? 0) + 1;
    counts[facet] = values;
  }
  return counts;
}
