/**
 * Hosted-provider credentials. When all three variables are set, the hosted
 * provider answers the search; otherwise (the default) the site's own index
 * does and nothing is requested from a third party. ALGOLIA_HOST (tests only)
 * sends the calls to one host instead of the provider's, such as a local stub.
 */
export const HOSTED_SEARCH_ENV = {
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_API_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
} as const;

export interface HostedSearch {
  appId: string;
  apiKey: string;
  indexName: string;
  host?: string;
}

export function hostedSearchFromEnv(
  env: Record<string, string | undefined>,
): HostedSearch | undefined {
  const values = {
    appId: env[HOSTED_SEARCH_ENV.appId]?.trim() ?? '',
    apiKey: env[HOSTED_SEARCH_ENV.apiKey]?.trim() ?? '',
    indexName: env[HOSTED_SEARCH_ENV.indexName]?.trim() ?? '',
  };
  const set = Object.values(values).filter((value) => value !== '').length;
  if (set === 0) return undefined;
  if (set < 3) {
    const missing = (Object.keys(values) as (keyof typeof values)[])
      .filter((key) => values[key] === '')
      .map((key) => HOSTED_SEARCH_ENV[key]);
    throw new Error(
      `Hosted search needs ${Object.values(HOSTED_SEARCH_ENV).join(', ')}; missing: ${missing.join(', ')}. ` +
        'Set all three, or none to use the built-in search.',
    );
  }
  const host = env.ALGOLIA_HOST?.trim();
  return host ? { ...values, host } : values;
}
