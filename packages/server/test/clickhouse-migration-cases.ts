// The schema migrations' cases, run against Debian's ClickHouse 18.16 over HTTP
// (service/clickhouse-sink.test.ts) and against ClickHouse 26.x in-process through chdb
// (clickhouse-migrations-chdb.test.ts): a new database, a database the old inline code made,
// two servers migrating at once, a failing migration.
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it, onTestFinished } from 'vitest';
import type { Batch } from '../src/collect/batch.js';
import { clickhouseAggregate } from '../src/storage/clickhouse-aggregate.js';
import {
  migrate,
  migrationsDir,
  readMigrations,
  type SqlRunner,
} from '../src/storage/clickhouse-migrations.js';
import { toJsonLine } from '../src/storage/clickhouse.js';
import { toRows } from '../src/storage/rows.js';
import { oldInlineSchema } from './clickhouse-old-schema.js';
import { makeBatch, tempDir } from './helpers.js';

export interface MigrationTarget extends SqlRunner {
  insertJsonLines(table: string, lines: string): Promise<void>;
}

export function migrationCases(target: () => MigrationTarget, prefix: string): void {
  let counter = 0;
  const names = () => ({ database: `${prefix}_${process.pid}_${++counter}`, events: 'events' });
  const latest = readMigrations(names()).at(-1)!.version;
  const all = Array.from({ length: latest }, (_, index) => index + 1);
  const recorded = async (database: string) =>
    (
      await target().rows<{ version: number }>(
        `SELECT version FROM ${database}.schema_migrations ORDER BY version`,
      )
    ).map((row) => Number(row.version));
  const columns = async (database: string) =>
    (
      await target().rows<{ name: string }>(
        `SELECT name FROM system.columns WHERE database = '${database}' AND table = 'events'`,
      )
    ).map((row) => row.name);

  /** Inserts a page view of a /ko/ page without consent; returns the stats' event count. */
  async function storeAndCount(database: string): Promise<number> {
    const batch = makeBatch({ custom: { consent: 'none' } }, 1) as Batch;
    batch.events[0]!.pathname = '/ko/service/';
    const rows = toRows(batch, Date.now());
    await target().insertJsonLines(`${database}.events`, rows.map(toJsonLine).join('\n'));
    const stored = await target().rows<{ consent: string; locale: string }>(
      `SELECT consent, locale FROM ${database}.events WHERE event_id = '${rows[0]!.eventId}'`,
    );
    expect(stored).toEqual([{ consent: 'none', locale: 'ko' }]);
    const ts = rows[0]!.ts;
    const aggregates = await clickhouseAggregate(
      (query) => target().rows(query),
      `${database}.events`,
      ts - 86_400_000,
      ts + 86_400_000,
      {},
    );
    return aggregates.events;
  }

  it('a new database gets every migration once, recorded, and takes events', async () => {
    const schema = names();
    expect(await migrate(target(), schema)).toEqual(all);
    expect(await migrate(target(), schema)).toEqual([]);
    expect(await recorded(schema.database)).toEqual(all);
    expect(await columns(schema.database)).toEqual(expect.arrayContaining(['consent', 'locale']));
    expect(await storeAndCount(schema.database)).toBe(1);
  });

  it('a database the old inline code made migrates cleanly and keeps its events', async () => {
    const schema = names();
    await target().exec(`CREATE DATABASE ${schema.database}`);
    await target().exec(oldInlineSchema(`${schema.database}.events`));
    expect(await storeAndCount(schema.database)).toBe(1);
    expect(await migrate(target(), schema)).toEqual(all);
    expect(await recorded(schema.database)).toEqual(all);
    expect(await storeAndCount(schema.database)).toBe(2);
  });

  it('two servers migrating at once both succeed', async () => {
    const schema = names();
    // Both may find nothing recorded and run every migration: each statement is safe to repeat.
    await Promise.all([migrate(target(), schema), migrate(target(), schema)]);
    expect([...new Set(await recorded(schema.database))]).toEqual(all);
    expect(await storeAndCount(schema.database)).toBe(1);
  });

  it('a failing migration names itself, is not recorded, and runs once it is fixed', async () => {
    const dir = tempDir('nubiva-migrations-');
    onTestFinished(() => dir.remove());
    cpSync(migrationsDir, dir.dir, { recursive: true });
    const next = String(latest + 1).padStart(4, '0');
    const file = path.join(dir.dir, `${next}_add_note.sql`);
    writeFileSync(file, 'ALTER TABLE {database}.{events} ADD COLUMN note Strin;\n');
    const schema = names();
    await expect(migrate(target(), schema, readMigrations(schema, dir.dir))).rejects.toThrow(
      new RegExp(`migration ${latest + 1} \\(add_note\\)`),
    );
    expect(await recorded(schema.database)).toEqual(all);
    writeFileSync(file, "ALTER TABLE {database}.{events} ADD COLUMN note String DEFAULT '';\n");
    expect(await migrate(target(), schema, readMigrations(schema, dir.dir))).toEqual([latest + 1]);
    expect(await columns(schema.database)).toContain('note');
  });
}
