/**
 * The hosted provider's search client (docs/requirements.md#search-call): the multi-query call
 * over plain fetch, on the provider's search host, then its fallback hosts.
 * Imported only by builds configured with hosted credentials.
 */
import { HOSTED_TIMEOUTS } from '../defaults.js';
import type { SearchClient, SearchResponse } from './types.js';

export interface HostedSearchOptions {
  appId: string;
  apiKey: string;
  /** One host (e.g. "http://127.0.0.1:8080") instead of the provider's: for tests against a stub. */
  host?: string;
}

export interface HostedSearch extends HostedSearchOptions {
  indexName: string;
}

/** The variables a build reads the provider's credentials from: all three, or none. */
const HOSTED_SEARCH_ENV = {
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_API_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
} as const;

/**
 * The credentials of a build's environment, or undefined without any (our own index answers and
 * nothing is requested from a third party); ALGOLIA_HOST (tests only) sets `host`.
 */
export function hostedSearchFromEnv(
  env: Record<string, string | undefined>,
): HostedSearch | undefined {
  const entries = Object.entries(HOSTED_SEARCH_ENV).map(([key, name]) => [key, env[name]?.trim()]);
  const missing = entries
    .filter(([, value]) => !value)
    .map(([key]) => HOSTED_SEARCH_ENV[key as 'appId']);
  if (missing.length === entries.length) return undefined;
  if (missing.length > 0)
    throw new Error(
      `Hosted search needs ${Object.values(HOSTED_SEARCH_ENV).join(', ')}; missing: ${missing.join(', ')}. ` +
        'Set all three, or none to use the built-in search.',
    );
  const host = env.ALGOLIA_HOST?.trim();
  return { ...(Object.fromEntries(entries) as HostedSearch), ...(host && { host }) };
}

/** The provider's read hosts, in the order its own clients try them. */
export function hostedSearchHosts({ appId, host }: HostedSearchOptions): string[] {
  if (host) return [host.replace(/\/$/, '')];
  return [`${appId}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `${appId}-${n}.algolianet.com`)].map(
    (name) => `https://${name}`,
  );
}

/** No host answered in time or without a server error. */
export class HostedSearchError extends Error {
  override readonly name = 'HostedSearchError';
}

/** One attempt: headers within the connect time-out, then the body within the read time-out. */
async function attempt(url: string, body: string, scale: number): Promise<Response> {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), HOSTED_TIMEOUTS.connectMs * scale);
  try {
    // A simple request (form content type, credentials in the query): no CORS preflight.
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      signal: controller.signal,
    });
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), HOSTED_TIMEOUTS.readMs * scale);
    const text = await response.text();
    return new Response(text, { status: response.status });
  } finally {
    clearTimeout(timer);
  }
}

export function hostedSearchClient(options: HostedSearchOptions): SearchClient {
  const query = new URLSearchParams({
    'x-algolia-application-id': options.appId,
    'x-algolia-api-key': options.apiKey,
  });
  const hosts = hostedSearchHosts(options);
  return {
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      const body = JSON.stringify({ requests });
      let failure: unknown;
      for (const [n, host] of hosts.entries()) {
        try {
          // Each further host gets more time, as the provider's own clients give it.
          const response = await attempt(`${host}/1/indexes/*/queries?${query}`, body, n + 1);
          if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
          const answer = (await response.json()) as SearchResponse & { message?: string };
          if (!response.ok)
            throw new HostedSearchError(answer.message ?? `HTTP ${response.status}`);
          return answer;
        } catch (error) {
          // A refused request (4xx: key, index) fails the same on every host.
          if (error instanceof HostedSearchError) throw error;
          failure = error;
        }
      }
      throw new HostedSearchError(
        `Search provider unreachable: ${failure instanceof Error ? failure.message : String(failure)}`,
        { cause: failure },
      );
    },
  };
}
