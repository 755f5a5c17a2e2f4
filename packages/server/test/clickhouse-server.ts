import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { tempDir } from './helpers.js';

/** Debian's clickhouse-server (scripts/system-deps.json installs it). */
export const clickhouseBinary = '/usr/sbin/clickhouse-server';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface LocalClickHouse {
  url: string;
  stop(): Promise<void>;
}

/** Starts a throwaway ClickHouse on loopback with every path in a temp dir. */
export async function startClickHouse(): Promise<LocalClickHouse> {
  if (!existsSync(clickhouseBinary)) {
    throw new Error(`${clickhouseBinary} is missing: run node scripts/ensure-system-deps.mjs`);
  }
  const temp = tempDir('nubiva-clickhouse-');
  const dir = (name: string) => {
    const full = path.join(temp.dir, name) + '/';
    mkdirSync(full, { recursive: true });
    return full;
  };
  const port = await freePort();
  const users = path.join(temp.dir, 'users.xml');
  writeFileSync(
    users,
    `<yandex><profiles><default></default></profiles>
<users><default><password></password><networks><ip>127.0.0.1</ip><ip>::1</ip></networks>
<profile>default</profile><quota>default</quota></default></users><quotas><default></default></quotas></yandex>`,
  );
  const config = path.join(temp.dir, 'config.xml');
  writeFileSync(
    config,
    `<yandex><logger><level>error</level><console>1</console></logger>
<http_port>${port}</http_port><listen_host>127.0.0.1</listen_host>
<path>${dir('data')}</path><tmp_path>${dir('tmp')}</tmp_path>
<user_files_path>${dir('user_files')}</user_files_path><format_schema_path>${dir('format_schemas')}</format_schema_path>
<users_config>${users}</users_config><default_profile>default</default_profile>
<default_database>default</default_database><mark_cache_size>268435456</mark_cache_size></yandex>`,
  );
  const child: ChildProcess = spawn(clickhouseBinary, [`--config-file=${config}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    temp.remove();
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/ping`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`ClickHouse did not start: ${log.slice(-2000)}`);
}
