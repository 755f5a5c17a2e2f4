// Debian's nginx for tests and benches: started without root and without a system configuration,
// in a temporary directory (its pid file, temp paths and the server block given), on loopback.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const nginxBinary = '/usr/sbin/nginx';

/** A free port on loopback (the moment it is probed). */
export const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts nginx in `dir` with the http-level configuration `httpConfig(port)` (which listens on
 * 127.0.0.1:port) and resolves once the port answers. `workers`: 0 runs one process (the tests;
 * no user switch when started as root), else a master and that many workers (the bench).
 */
export async function startNginx(dir, httpConfig, { workers = 0 } = {}) {
  if (!existsSync(nginxBinary))
    throw new Error(`${nginxBinary} is missing: apt-get install nginx-light`);
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${path.join(dir, name)};`)
    .join('\n  ');
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `daemon off;
${workers === 0 ? 'master_process off;' : `worker_processes ${workers};`}
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp}
${httpConfig(port)}
}
`,
  );
  const child = spawn(nginxBinary, ['-p', dir, '-c', config, '-e', 'stderr'], { stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${output}`)));
    const poll = () =>
      net
        .connect(port, '127.0.0.1', function () {
          this.destroy();
          resolve();
        })
        .once('error', () => setTimeout(poll, 10));
    poll();
  });
  return {
    url,
    port,
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
