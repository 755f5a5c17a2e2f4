import { BLOG_SOURCE_KEY, CAMPAIGN_PARAMS, LC_T_SOURCES, LOG_ERROR } from './constants.js';
import type { CampaignFields, Log, WebStore } from './types.js';

type Params = Record<string, string>;

/**
 * The payload's campaign fields. Tracked params of the URL are stored for
 * `expireMs`; while stored ones are valid and `allowOverride` is false they
 * win (first touch). `rdtCid` falls back to the `blog_source` text in `store`
 * (local storage, through the storage wrapper); `lc_t` fills a missing
 * utmSource/utmContent.
 */
export function campaignFields(
  store: WebStore,
  key: string,
  expireMs: number,
  allowOverride: boolean | undefined,
  log: Log,
): CampaignFields {
  const stored = store.read<{ params: Params; expiresAt: number }>(key, (error) =>
    log(LOG_ERROR, 'Failed to parse cached UG params', error),
  );
  const query = new URL(location.href).searchParams;
  let params: Params = {};
  for (const name of CAMPAIGN_PARAMS) if (query.get(name)) params[name] = query.get(name)!;
  const fromUrl = Object.keys(params).length > 0;
  // An expired entry is ignored (and replaced by the next one written).
  if (stored && stored.expiresAt > Date.now() && !(allowOverride && fromUrl)) {
    params = stored.params;
  } else if (fromUrl) {
    store.write(key, { params, expiresAt: Date.now() + expireMs });
  }
  const fields: Params = {};
  for (const name of CAMPAIGN_PARAMS) {
    fields[name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())] = params[name] ?? '';
  }
  fields.rdtCid ||= store.readText(BLOG_SOURCE_KEY) ?? '';
  // `d_abc` → source `devto`, content `abc` (unknown codes are kept as they are). An empty
  // lc_t splits into empty parts, which change nothing.
  const [code = '', content = ''] = fields.lcT!.split('_');
  fields.utmSource ||= LC_T_SOURCES[code] ?? code;
  fields.utmContent ||= content;
  return fields as unknown as CampaignFields;
}
