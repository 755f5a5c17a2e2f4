/**
 * Reads the platform facts (site/src/data/platform.ts, the one source of
 * truth) and the brand (brand.ts). The build compiles them to dist/facts/; tests,
 * which run the TypeScript sources, import the original.
 */
interface PlatformFacts {
  privacy: { trackerEventRetentionDays: number };
}

/**
 * Imports one module of site/src/data: the compiled copy in dist/facts/, else the source; `check`
 * returns the part the server reads, or undefined when the module lacks it.
 */
async function loadFacts<T>(
  name: string,
  check: (module: Record<string, unknown>) => T | undefined,
): Promise<T> {
  const errors: string[] = [];
  for (const candidate of [`./facts/${name}.js`, `../../../site/src/data/${name}.ts`]) {
    try {
      const facts = check(
        (await import(new URL(candidate, import.meta.url).href)) as Record<string, unknown>,
      );
      if (facts !== undefined) return facts;
      errors.push(`${candidate}: not the expected exports`);
    } catch (error) {
      errors.push(`${candidate}: ${(error as Error).message}`);
    }
  }
  throw new Error(`Cannot load the ${name} facts (${errors.join('; ')})`);
}

export const loadPlatformFacts = (): Promise<PlatformFacts> =>
  loadFacts('platform', (module) =>
    typeof (module as unknown as PlatformFacts).privacy?.trackerEventRetentionDays === 'number'
      ? (module as unknown as PlatformFacts)
      : undefined,
  );

/** The brand (site/src/data/brand.ts): the main site's URL for the insights. */
interface BrandFacts {
  brand: { name: string; mainSiteUrl: string };
}

export const loadBrandFacts = (): Promise<BrandFacts['brand']> =>
  loadFacts('brand', (module) =>
    typeof (module as unknown as BrandFacts).brand?.mainSiteUrl === 'string'
      ? (module as unknown as BrandFacts).brand
      : undefined,
  );

/**
 * The site's locales (site/src/data/site.ts): the default one first; and the MCP endpoint's path
 * the docs name (agentAccess).
 */
export interface SiteLocales {
  defaultLocale: string;
  locales: readonly string[];
  mcpPath: string;
}

export const loadSiteLocales = (): Promise<SiteLocales> =>
  loadFacts('site', ({ defaultLocale, locales, agentAccess }) => {
    const mcpPath = (agentAccess as { mcpPath?: unknown } | undefined)?.mcpPath;
    return typeof defaultLocale === 'string' &&
      Array.isArray(locales) &&
      typeof mcpPath === 'string'
      ? {
          defaultLocale,
          locales: [defaultLocale, ...locales.filter((l) => l !== defaultLocale)],
          mcpPath,
        }
      : undefined;
  });
