-- The events table as the first servers created it. A ReplacingMergeTree keyed by event_id keeps
-- one row per event id; reads use FINAL, so a duplicate that two servers inserted at once never
-- counts twice. event_date is only for partitions.
CREATE TABLE IF NOT EXISTS {database}.{events} (
  event_id String, event String, ts UInt64, received_at UInt64, event_date Date,
  params String, url String, prev_url String, hostname String, pathname String,
  search String, workspace String, page_type String, app_id String,
  device_id String, session_id String, window_id String, referrer String,
  session_referrer String, utm_source String, utm_medium String,
  utm_campaign String, lc_t String, context String
) ENGINE = ReplacingMergeTree() PARTITION BY toYYYYMM(event_date) ORDER BY event_id;
