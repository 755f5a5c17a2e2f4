import { normalizeQuery, urlHost } from '../stats/aggregates.js';
import type { AggregateQuery } from './sqlite-aggregate.js';
import { pathMedians } from './sqlite-aggregate-median.js';
import { serveSqliteThread } from './sqlite-thread.js';

/**
 * A reader thread of the stats (sqlite-aggregate.ts): runs a list of queries in one read
 * transaction. `norm_query` and `url_host` are the functions of stats/aggregates.ts, because
 * SQLite's lower() folds ASCII only and it has no URL parser.
 */
serveSqliteThread((db) => {
  db.function('norm_query', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? normalizeQuery(value) : '',
  );
  db.function('url_host', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? urlHost(value) : '',
  );
  return {
    queries: ({ queries }: { queries: AggregateQuery[] }) =>
      db.transaction(() =>
        queries.map(({ sql, args, one, median }) =>
          median
            ? pathMedians(
                db.prepare(sql).iterate(args) as Iterable<{ pathname: string; ms: number }>,
                Number(args.limit),
              )
            : one
              ? db.prepare(sql).get(args)
              : db.prepare(sql).all(args),
        ),
      )(),
  };
});
