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
  /** The start command as the page states it, run by the shell. */
  command: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  /** How long the service may take until GET / answers 200. */
  readyTimeoutMs?: number;
}

/**
 * Starts a guide's app with its start command (in a process group of its own: `npm start`
 * runs the app as a grandchild) and waits until GET / answers 200, the check the platform
 * makes before it sends traffic.
 */
export async function startService(spec: ServiceSpec): Promise<RunningService> {
  const child = spawn('sh', ['-c', spec.command], {
    cwd: spec.cwd,
    env: spec.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${spec.port}`;
  const service: RunningService = {
    baseUrl,
    output: () => log,
    stop: () => stopGroup(child),
  };
  const deadline = Date.now() + (spec.readyTimeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `\`${spec.command}\` exited with ${child.exitCode} before it was ready:\n${log}`,
      );
    }
    if (await answersOk(baseUrl)) return service;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await service.stop();
  throw new Error(`\`${spec.command}\` did not answer GET / in time:\n${log}`);
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

/**
 * SIGTERM to the whole group, as the platform does on a new deployment, then SIGKILL to what is
 * left once it is empty or after 5 s. The app's own handler gets that time: it closes what it
 * started outside the group (Puppeteer's Chromium, which a SIGKILL right after the shell's exit
 * left running).
 */
function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  const signal = (name: NodeJS.Signals | 0): boolean => {
    try {
      if (pid !== undefined) process.kill(-pid, name);
      return pid !== undefined;
    } catch {
      return false; // The group is gone.
    }
  };
  const deadline = Date.now() + 5_000;
  signal('SIGTERM');
  return new Promise((resolve) => {
    const poll = setInterval(() => {
      if (signal(0) && Date.now() < deadline) return;
      clearInterval(poll);
      signal('SIGKILL');
      resolve();
    }, 50);
  });
}
