// A throwaway ClickHouse server on loopback with every path in a temp dir, for
// the tests and for bench/faults.mjs (plain JavaScript so the bench can import
// it; clickhouse-process.d.mts types it). It can be killed and started again
// on the same data and port, as the fault bench does.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's clickhouse-server (scripts/system-deps.json installs it). */
export const clickhouseBinary = '/usr/sbin/clickhouse-server';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startClickHouse() {
  if (!existsSync(clickhouseBinary)) {
    throw new Error(`${clickhouseBinary} is missing: run node scripts/ensure-system-deps.mjs`);
  }
  const temp = mkdtempSync(path.join(tmpdir(), 'nubiva-clickhouse-'));
  const dir = (name) => {
    const full = path.join(temp, name) + '/';
    mkdirSync(full, { recursive: true });
    return full;
  };
  const port = await freePort();
  const users = path.join(temp, 'users.xml');
  writeFileSync(
    users,
    `<yandex><profiles><default></default></profiles>
<users><default><password></password><networks><ip>127.0.0.1</ip><ip>::1</ip></networks>
<profile>default</profile><quota>default</quota></default></users><quotas><default></default></quotas></yandex>`,
  );
  const config = path.join(temp, 'config.xml');
  writeFileSync(
    config,
    `<yandex><logger><level>error</level><console>1</console></logger>
<http_port>${port}</http_port><listen_host>127.0.0.1</listen_host>
<path>${dir('data')}</path><tmp_path>${dir('tmp')}</tmp_path>
<user_files_path>${dir('user_files')}</user_files_path><format_schema_path>${dir('format_schemas')}</format_schema_path>
<users_config>${users}</users_config><default_profile>default</default_profile>
<default_database>default</default_database><mark_cache_size>268435456</mark_cache_size></yandex>`,
  );
  const url = `http://127.0.0.1:${port}`;
  let child = null;
  let log = '';

  const kill = async (signal = 'SIGKILL') => {
    const current = child;
    if (current === null || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGCONT');
    current.kill(signal);
    await exited;
  };

  const start = async () => {
    await kill();
    log = '';
    const current = spawn(clickhouseBinary, [`--config-file=${config}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = current;
    current.stderr.on('data', (chunk) => (log += chunk.toString()));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (current.exitCode !== null) break;
      try {
        if ((await fetch(`${url}/ping`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await kill();
    throw new Error(`ClickHouse did not start: ${log.slice(-2000)}`);
  };

  // SIGKILL: ClickHouse 18.16 takes about 8 s to stop on SIGTERM, and the data goes anyway.
  const stop = async () => {
    await kill();
    rmSync(temp, { recursive: true, force: true });
  };

  try {
    await start();
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
  // SIGSTOP: the server keeps its port but answers nothing (a hung ClickHouse); SIGCONT resumes it.
  const pause = () => child?.kill('SIGSTOP');
  const resume = () => child?.kill('SIGCONT');

  return {
    url,
    port,
    kill,
    start,
    stop,
    pause,
    resume,
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
  };
}
