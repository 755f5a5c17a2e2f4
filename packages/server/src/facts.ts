/**
 * Reads the platform facts (site/src/data/platform.ts, the one source of
 * truth). The build compiles that file to dist/facts/platform.js; tests,
 * which run the TypeScript sources, import the original.
 */
interface PlatformFacts {
  privacy: { trackerEventRetentionDays: number };
}

const candidates = ['./facts/platform.js', '../../../site/src/data/platform.ts'];

export async function loadPlatformFacts(): Promise<PlatformFacts> {
  const errors: string[] = [];
  for (const candidate of candidates) {
    try {
      const facts = (await import(new URL(candidate, import.meta.url).href)) as PlatformFacts;
      if (typeof facts.privacy?.trackerEventRetentionDays === 'number') return facts;
      errors.push(`${candidate}: no privacy.trackerEventRetentionDays`);
    } catch (error) {
      errors.push(`${candidate}: ${(error as Error).message}`);
    }
  }
  throw new Error(`Cannot load the platform facts (${errors.join('; ')})`);
}
