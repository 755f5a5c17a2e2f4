import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port the kernel just handed out on loopback, free for the service to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export interface RunningService {
  baseUrl: string;
  /** Everything the service printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export interface ServiceSpec {
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  port: number;
  /** How long the service may take until GET / answers 200. */
  readyTimeoutMs?: number;
}

/**
 * Starts an example app as its own process on a loopback port and waits until
 * GET / answers 200, the same check the platform makes before sending traffic.
 */
export async function startService(spec: ServiceSpec): Promise<RunningService> {
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(spec.port), ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${spec.port}`;
  const service: RunningService = {
    baseUrl,
    output: () => log,
    stop: () => stopProcess(child),
  };
  const deadline = Date.now() + (spec.readyTimeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${spec.command} exited with ${child.exitCode} before it was ready:\n${log}`);
    }
    if (await answersOk(baseUrl)) return service;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await service.stop();
  throw new Error(`${spec.command} did not answer GET / in time:\n${log}`);
}

async function answersOk(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** SIGTERM first, as the platform does on a new deployment; SIGKILL if it lingers. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
