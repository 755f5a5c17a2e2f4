-- Requests for the agent-readable files (.md, llms.txt, Accept: text/markdown) per UTC hour
-- ('2026-01-31T14'), path, user-agent family and way, as each instance's outbox sends them.
-- A batch sent twice (its first insert answered too late) replaces its first copy on merge;
-- reads use FINAL, so it never counts twice.
CREATE TABLE IF NOT EXISTS {database}.agent_fetches (
  batch String, hour String, path String, family String, via String, requests UInt64
) ENGINE = ReplacingMergeTree() ORDER BY (hour, path, family, via, batch);
