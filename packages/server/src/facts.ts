/**
 * Reads the platform facts (site/src/data/platform.ts, the one source of
 * truth) and the brand (brand.ts). The build compiles them to dist/facts/; tests,
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

/** The brand (site/src/data/brand.ts): the main site's URL for the insights. */
interface BrandFacts {
  brand: { name: string; mainSiteUrl: string };
}

const brandCandidates = ['./facts/brand.js', '../../../site/src/data/brand.ts'];

export async function loadBrandFacts(): Promise<BrandFacts['brand']> {
  const errors: string[] = [];
  for (const candidate of brandCandidates) {
    try {
      const facts = (await import(new URL(candidate, import.meta.url).href)) as BrandFacts;
      if (typeof facts.brand?.mainSiteUrl === 'string') return facts.brand;
      errors.push(`${candidate}: no brand.mainSiteUrl`);
    } catch (error) {
      errors.push(`${candidate}: ${(error as Error).message}`);
    }
  }
  throw new Error(`Cannot load the brand facts (${errors.join('; ')})`);
}
