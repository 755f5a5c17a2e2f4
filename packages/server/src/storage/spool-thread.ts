import type { SpoolChunk } from './spool.js';
import { joinLine } from './spool.js';
import { serveSqliteThread } from './sqlite-thread.js';

interface SpoolRow {
  seq: number;
  events: number;
  ids: string;
  shared: string;
  parts: string;
}

/**
 * The spool's writer thread (spool.ts): append (group commit), read the head (joining the lines
 * here, off the event loop), remove up to a sequence number.
 */
serveSqliteThread((db) => {
  const insert = db.prepare(
    'INSERT INTO spool (received_at, events, ids, shared, parts) VALUES (?, ?, ?, ?, ?)',
  );
  const head = db.prepare('SELECT seq, events, ids, shared, parts FROM spool ORDER BY seq');
  const remove = db.prepare('DELETE FROM spool WHERE seq <= ?');
  return {
    write: db.transaction(({ groups }: { groups: (string | number)[][] }) =>
      groups.map((row) => {
        insert.run(row);
        return { stored: Number(row[1]), duplicates: 0 };
      }),
    ),
    head: ({ maxEvents }: { maxEvents: number }): SpoolChunk | null => {
      const chunk: SpoolChunk = { lastSeq: 0, batches: 0, events: 0, ids: [], lines: [] };
      for (const row of head.iterate() as Iterable<SpoolRow>) {
        if (chunk.batches > 0 && chunk.events + row.events > maxEvents) break;
        chunk.lastSeq = row.seq;
        chunk.batches += 1;
        chunk.events += row.events;
        for (const id of row.ids.split('\n')) chunk.ids.push(id);
        for (const part of row.parts.split('\n')) chunk.lines.push(joinLine(part, row.shared));
        if (chunk.events >= maxEvents) break;
      }
      return chunk.batches === 0 ? null : chunk;
    },
    remove: ({ upTo }: { upTo: number }) => remove.run(upTo).changes,
  };
});
