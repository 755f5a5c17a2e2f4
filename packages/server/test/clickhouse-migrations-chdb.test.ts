// The schema migrations on ClickHouse 26.x, in-process through chdb (npm `chdb`, the engine of
// `clickhouse local`): the SQL of every migration file and of the stats, beside the tests on
// Debian's 18.16 server (service/clickhouse-sink.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from 'chdb';
import { migrationCases } from './clickhouse-migration-cases.js';
import { tempDir } from './helpers.js';

const dir = tempDir('nubiva-chdb-');
let session: Session;
beforeAll(() => {
  session = new Session(dir.dir);
});
afterAll(() => {
  session?.close();
  dir.remove();
});

const chdb = () => ({
  exec: async (query: string) => void (await session.queryAsync(query)),
  rows: async <T>(query: string) =>
    (await session.queryAsync(query, { format: 'JSONEachRow' }))
      .text()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as T),
  insertJsonLines: async (table: string, lines: string) =>
    void (await session.queryAsync(`INSERT INTO ${table} FORMAT JSONEachRow\n${lines}`)),
});

describe('ClickHouse migrations on chdb', () => {
  it('runs ClickHouse 26', async () => {
    expect((await chdb().rows<{ v: string }>('SELECT version() AS v'))[0]!.v).toMatch(/^26\./);
  });
  migrationCases(chdb, 'nubiva_chdb');
});
