/**
 * The site's performance pieces that bench/rent.mjs switches off one at a
 * time to measure what each one earns (the README's rent table).
 */
export const PERFORMANCE_PIECES = [
  'deferredPrism',
  'pageScripts',
  'scheduledPrefetch',
  'slicedHydrationUpdates',
] as const;
export type PerformancePiece = (typeof PERFORMANCE_PIECES)[number];

/**
 * Reads `NUBIVA_WITHOUT` (comma-separated piece names; unset in production).
 * An unknown name stops the build, naming it.
 */
export function performancePiecesWithout(
  env: Record<string, string | undefined>,
): Set<PerformancePiece> {
  const names = (env.NUBIVA_WITHOUT ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(PERFORMANCE_PIECES as readonly string[]).includes(name)) {
      throw new Error(
        `NUBIVA_WITHOUT: unknown piece "${name}" (known: ${PERFORMANCE_PIECES.join(', ')})`,
      );
    }
  }
  return new Set(names as PerformancePiece[]);
}
