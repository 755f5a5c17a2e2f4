import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, sep } from 'node:path';
import type { GuideFile } from './guide.js';

/** An empty temporary folder holding exactly the files a page shows. */
export function writeProject(name: string, files: GuideFile[]): string {
  const dir = mkdtempSync(join(tmpdir(), `guide-${name.replaceAll('/', '-')}-`));
  for (const file of files) {
    const path = normalize(join(dir, file.path));
    if (!path.startsWith(dir + sep)) throw new Error(`file name leaves the project: ${file.path}`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
  }
  return dir;
}

/**
 * Removes a project folder in the background: deleting a Next.js project's node_modules
 * took 35 s on a loaded machine, time no check waits for.
 */
export function removeProject(dir: string | undefined): void {
  if (dir) spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * The environment a command of the guide runs with: this machine's (PATH, HOME and its
 * npm cache), without the variables `npm run` adds for the docs repository, plus the
 * platform's PORT and HOST and what the test adds.
 */
export function guideEnv(port: number, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const own = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_|^INIT_CWD$|^NODE_OPTIONS$/i.test(key)),
  );
  return {
    ...own,
    // npm takes the package metadata it has cached without asking the registry again: a
    // reader's `npm install` resolves the same versions, a minute faster for Next.js here.
    npm_config_prefer_offline: 'true',
    // A stalled registry request gives up after 30 s and npm retries it (twice), instead of
    // npm's 5-minute default outlasting the step's 4 minutes (one CI run failed so).
    npm_config_fetch_timeout: '30000',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...extra,
  };
}

/** Runs one command of the page verbatim with the shell; fails with its output. */
export function runCommand(
  command: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = 240_000,
): string {
  const result = spawnSync('sh', ['-c', command], {
    cwd,
    env,
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`;
  if (result.status !== 0) throw new Error(`\`${command}\` failed (${result.status}):\n${output}`);
  return output;
}

/**
 * A folder for PATH with launchers for the commands that `pip install` would create
 * (Debian's python3-uvicorn ships the module without the `uvicorn` command).
 */
export function pythonLaunchers(modules: string[], python: string): string {
  const bin = mkdtempSync(join(tmpdir(), 'guide-debian-bin-'));
  for (const module of modules) {
    const file = join(bin, module);
    writeFileSync(file, `#!/bin/sh\nexec ${python} -m ${module} "$@"\n`);
    chmodSync(file, 0o755);
  }
  return bin;
}
