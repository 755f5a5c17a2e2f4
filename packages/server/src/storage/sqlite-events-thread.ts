import type { StoreResult } from './sink.js';
import { serveSqliteThread, type SqliteThreadData } from './sqlite-thread.js';

/** One batches row and its event_rows (the parameters of insertBatchSql and insertEventSql). */
export type EventRun = [batch: unknown[], rows: unknown[][]];

export interface EventsThreadData extends SqliteThreadData {
  insertBatchSql: string;
  insertEventSql: string;
}

/**
 * The SQLite sink's writer thread (sqlite.ts): a group is a list of runs, each one batches row
 * (what its events share) and its event_rows, INSERT OR IGNORE per event; a batches row none of
 * whose events was new is not kept. Deleting by receive time removes the batches and their events.
 */
serveSqliteThread<EventsThreadData>((db, data) => {
  const insertBatch = db.prepare(data.insertBatchSql);
  const insertEvent = db.prepare(data.insertEventSql);
  const dropBatch = db.prepare('DELETE FROM batches WHERE id = ?');
  const removeEvents = db.prepare(
    'DELETE FROM event_rows WHERE batch IN (SELECT id FROM batches WHERE received_at < ?)',
  );
  const removeBatches = db.prepare('DELETE FROM batches WHERE received_at < ?');
  return {
    write: db.transaction(({ groups }: { groups: EventRun[][] }): StoreResult[] =>
      groups.map((runs) => {
        let stored = 0;
        let events = 0;
        for (const [batch, rows] of runs) {
          const id = insertBatch.run(batch).lastInsertRowid;
          let added = 0;
          for (const row of rows) added += insertEvent.run(id, ...row).changes;
          if (added === 0) dropBatch.run(id);
          stored += added;
          events += rows.length;
        }
        return { stored, duplicates: events - stored };
      }),
    ),
    delete: db.transaction(({ cutoff }: { cutoff: number }): number => {
      const removed = removeEvents.run(cutoff).changes;
      removeBatches.run(cutoff);
      return removed;
    }),
  };
});
