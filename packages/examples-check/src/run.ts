import { spawnSync } from 'node:child_process';

export interface RunResult {
  status: number | null;
  output: string;
}

/** Runs a command to completion and returns its exit status with stdout and stderr combined. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): RunResult {
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 120_000,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`;
  return { status: result.status, output };
}
