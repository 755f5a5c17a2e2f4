/**
 * The route path of a key of Docusaurus' routesChunkNames (`${routePath}-${hash}`,
 * the hash has no dash). Used at build time (pageScripts) and in the browser
 * (scheduledPrefetch).
 */
export const routePathOfChunkKey = (key: string): string => key.replace(/-[^-]+$/, '');
