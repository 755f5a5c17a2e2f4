export interface PathMedian {
  pathname: string;
  medianMs: number;
  samples: number;
}

/** Rows (pathname, ms) ordered by path and duration: each path's median, most samples first. */
export function pathMedians(
  rows: Iterable<{ pathname: string; ms: number }>,
  limit: number,
): PathMedian[] {
  const result: PathMedian[] = [];
  let path: string | null = null;
  let values: number[] = [];
  const close = () => {
    if (path === null) return;
    const middle = Math.floor(values.length / 2);
    const medianMs =
      values.length % 2 === 1 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
    result.push({ pathname: path, medianMs, samples: values.length });
  };
  for (const row of rows) {
    if (row.pathname !== path) {
      close();
      path = row.pathname;
      values = [];
    }
    values.push(row.ms);
  }
  close();
  return result
    .sort(
      (a, b) =>
        b.samples - a.samples || (a.pathname < b.pathname ? -1 : a.pathname > b.pathname ? 1 : 0),
    )
    .slice(0, limit);
}
