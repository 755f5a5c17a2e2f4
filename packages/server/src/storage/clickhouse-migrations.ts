import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The ClickHouse schema as numbered SQL files (migrations/clickhouse/NNNN_name.sql), applied in
 * order, each once per database, and recorded in `<database>.schema_migrations`. `{database}` and
 * `{events}` in a file stand for CLICKHOUSE_DATABASE and CLICKHOUSE_TABLE.
 *
 * ClickHouse has no transactions: a migration cut off halfway (a killed server, ClickHouse down)
 * runs again from its first statement at the next start, and two servers starting at once may
 * both run it. So every statement must be safe to repeat: `CREATE … IF NOT EXISTS`, and ALTERs
 * whose second run fails with "already exists" (ClickHouse 18.16 has no `ADD COLUMN IF NOT
 * EXISTS`), which counts as done.
 */
export const migrationsDir = fileURLToPath(
  new URL('../../migrations/clickhouse/', import.meta.url),
);

export interface Migration {
  version: number;
  /** The file name without number and extension, e.g. `create_events`. */
  name: string;
  statements: string[];
}

/** What the migrations need of a ClickHouse connection (the HTTP client, or chdb in the tests). */
export interface SqlRunner {
  exec(query: string): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
}

export interface SchemaNames {
  database: string;
  events: string;
}

/** The migration files in order, their placeholders filled in. */
export function readMigrations(names: SchemaNames, dir = migrationsDir): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = /^(\d{4})_([a-z0-9_]+)\.sql$/.exec(file);
      if (!match) throw new Error(`${path.join(dir, file)}: name it NNNN_words.sql`);
      const sql = readFileSync(path.join(dir, file), 'utf8')
        .split('\n')
        .filter((line) => !/^\s*--/.test(line))
        .join('\n')
        .replace(/\{(database|events)\}/g, (_, key: keyof SchemaNames) => names[key]);
      return {
        version: Number(match[1]),
        name: match[2] as string,
        statements: sql
          .split(/;\s*$/m)
          .map((statement) => statement.trim())
          .filter((statement) => statement !== ''),
      };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`${dir}: migration ${index + 1} is missing or numbered twice`);
    }
  });
  return migrations;
}

/**
 * Applies the migrations the database has not recorded yet, in order; returns their versions.
 * A database created before migrations were recorded (its events table already there) goes
 * through all of them: each finds its work done.
 */
export async function migrate(
  clickhouse: SqlRunner,
  names: SchemaNames,
  migrations = readMigrations(names),
): Promise<number[]> {
  const history = `${names.database}.schema_migrations`;
  await clickhouse.exec(`CREATE DATABASE IF NOT EXISTS ${names.database}`);
  await clickhouse.exec(
    `CREATE TABLE IF NOT EXISTS ${history} (version UInt32, name String, applied_at DateTime)
     ENGINE = MergeTree() ORDER BY version`,
  );
  const done = new Set(
    (await clickhouse.rows<{ version: number }>(`SELECT DISTINCT version FROM ${history}`)).map(
      (row) => Number(row.version),
    ),
  );
  const applied: number[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    for (const statement of migration.statements) {
      await clickhouse.exec(statement).catch((error: Error) => {
        if (!/already exists/i.test(error.message)) {
          throw new Error(
            `ClickHouse migration ${migration.version} (${migration.name}): ${error.message}`,
            { cause: error },
          );
        }
      });
    }
    await clickhouse.exec(
      `INSERT INTO ${history} (version, name, applied_at)
       SELECT ${migration.version}, '${migration.name}', now()`,
    );
    applied.push(migration.version);
  }
  return applied;
}
