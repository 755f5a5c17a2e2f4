import type { ChildProcess } from 'node:child_process';

export const nginxBinary: string;
export function freePort(): Promise<number>;
export interface RunningNginx {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}
export function startNginx(
  dir: string,
  httpConfig: (port: number) => string,
  options?: { workers?: number },
): Promise<RunningNginx>;
