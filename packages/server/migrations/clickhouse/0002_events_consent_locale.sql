-- The SQLite store's derived columns (src/storage/derived.ts), computed by ClickHouse from the
-- stored JSON on insert, and on read for parts from before the column: so every line, also one
-- spooled by an older server, gets them. visitParam* functions read the first key of that name,
-- which for the tracker's flat objects is the one toRows() reads.
ALTER TABLE {database}.{events} ADD COLUMN consent String
  MATERIALIZED visitParamExtractString(visitParamExtractRaw(context, 'custom'), 'consent');

ALTER TABLE {database}.{events} ADD COLUMN locale String
  MATERIALIZED if(visitParamExtractString(params, 'locale') != '', visitParamExtractString(params, 'locale'),
    if(match(pathname, '^/(ja|ko|de)(/|$)'), extract(pathname, '^/(ja|ko|de)'), 'en'));
