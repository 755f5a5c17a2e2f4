/**
 * The site's performance pieces that bench/rent.mjs switches off one at a
 * time to measure what each one earns (the README's rent table). Pieces that
 * are plugins read `NUBIVA_WITHOUT` in the site's config; pieces that are
 * patches to Docusaurus are switched off by reversing their patches (the
 * concern names below, see patches/README.md) in the bench's own checkout.
 */
export const PERFORMANCE_PIECES = {
  deferredPrism: ['prism-with-code-blocks'],
  pageScripts: [],
  scheduledPrefetch: ['idle-prefetch', 'yield-before-hydration'],
} as const satisfies Record<string, readonly string[]>;
export type PerformancePiece = keyof typeof PERFORMANCE_PIECES;

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
    if (!Object.hasOwn(PERFORMANCE_PIECES, name)) {
      throw new Error(
        `NUBIVA_WITHOUT: unknown piece "${name}" (known: ${Object.keys(PERFORMANCE_PIECES).join(', ')})`,
      );
    }
  }
  return new Set(names as PerformancePiece[]);
}
