const METHODS = ['debug', 'info', 'warn', 'error'] as const;

/** Prints to the console when `level` (0 debug, 1 info, 2 warn, 3 error) reaches `threshold` (4: silent). */
export function printLog(
  level: number,
  threshold: number,
  message: string,
  detail: unknown[],
): void {
  if (level >= threshold) {
    console[METHODS[level]!]('[tracker]', message, ...detail.filter((d) => d !== undefined));
  }
}
