// The events table as the server created it inline at start, before the schema became numbered
// migrations (its last form, derived columns included): a database made by that code must
// migrate cleanly.
export const oldInlineSchema = (table: string): string =>
  `CREATE TABLE ${table} (
  event_id String, event String, ts UInt64, received_at UInt64, event_date Date,
  params String, url String, prev_url String, hostname String, pathname String,
  search String, workspace String, page_type String, app_id String,
  device_id String, session_id String, window_id String, referrer String,
  session_referrer String, utm_source String, utm_medium String,
  utm_campaign String, lc_t String, context String,
  consent String MATERIALIZED visitParamExtractString(visitParamExtractRaw(context, 'custom'), 'consent'),
  locale String MATERIALIZED if(visitParamExtractString(params, 'locale') != '', visitParamExtractString(params, 'locale'), if(match(pathname, '^/(ja|ko|de)(/|$)'), extract(pathname, '^/(ja|ko|de)'), 'en')))
  ENGINE = ReplacingMergeTree() PARTITION BY toYYYYMM(event_date) ORDER BY event_id`;
