/** The benchmark's no-op POST server (see noop-server.mjs). */
export function startNoopServer(options?: {
  host?: string;
  port?: number;
}): Promise<{ url: string; close(): Promise<void> }>;
