/** Runs a bundler loader on source the way the bundler does, collecting its warnings. */
export function runLoader(
  loader: (this: { emitWarning(error: Error): void }, source: string) => string,
  source: string,
): { output: string; warnings: string[] } {
  const warnings: string[] = [];
  const output = loader.call(
    { emitWarning: (error: Error) => warnings.push(error.message) },
    source,
  );
  return { output, warnings };
}
