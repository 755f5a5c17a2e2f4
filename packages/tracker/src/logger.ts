import type { Log } from './types.js';

const METHODS = ['debug', 'info', 'warn', 'error'] as const;

/**
 * Console logger gated by a level (0 debug, 1 info, 2 warn, 3 error, 4
 * silent); `sink` sees every message so the tracker can pass logs on to plugins.
 */
export const createLogger =
  (level: () => number, sink: (level: number, message: string) => void): Log =>
  (at, message, ...detail) => {
    if (at >= level())
      console[METHODS[at]!]('[tracker]', message, ...detail.filter((d) => d !== undefined));
    sink(at, message);
  };
