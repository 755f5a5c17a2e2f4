/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps), giving
 * up as soon as it must exceed `max`. Returns max + 1 in that case.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let prevPrev = new Array<number>(width).fill(0);
  let prev = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (prev[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (prevPrev[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, current] = [prev, current, prevPrev];
  }
  const distance = prev[b.length] ?? max + 1;
  return distance > max ? max + 1 : distance;
}
