/** One rewrite of a bundled source file: an exact fragment and its replacement. */
export interface SourceFix {
  name: string;
  pattern: RegExp;
  replacement: string;
}

/** The part of the bundler's loader context the fix loaders use. */
export interface LoaderContext {
  emitWarning(warning: Error): void;
}

/**
 * Applies each fix whose fragment is found; for one that is not (the upstream
 * file changed), the source passes unchanged and the build warns with
 * `notFound(fix.name)`.
 */
export function applySourceFixes(
  context: LoaderContext,
  source: string,
  fixes: SourceFix[],
  notFound: (name: string) => string,
): string {
  let fixed = source;
  for (const fix of fixes) {
    if (fix.pattern.test(fixed)) fixed = fixed.replace(fix.pattern, fix.replacement);
    else context.emitWarning(new Error(notFound(fix.name)));
  }
  return fixed;
}
