-- Page views the servers delivered (pages, 404 pages, searches they answered), counted without
-- consent and without any identifier: per UTC day ('2026-01-31'), locale, path, referrer host
-- and kind, as each instance's outbox sends them (src/page-views.ts). A batch sent twice
-- replaces its first copy on merge; reads use FINAL, so it never counts twice.
CREATE TABLE IF NOT EXISTS {database}.page_views (
  batch String, day String, locale String, path String, referrer_host String, kind String,
  views UInt64
) ENGINE = ReplacingMergeTree() ORDER BY (day, locale, path, referrer_host, kind, batch);
