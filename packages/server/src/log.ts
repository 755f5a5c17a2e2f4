import pino, { type DestinationStream } from 'pino';

/** On a terminal: "12:00:01 INFO  message key=value", for a person reading along. */
function readableLines(out: NodeJS.WriteStream): DestinationStream {
  return {
    write(line: string) {
      const { time, level, msg, err, ...fields } = JSON.parse(line) as Record<string, unknown>;
      const extra = Object.entries(fields)
        .map(
          ([key, value]) => ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`,
        )
        .join('');
      const error = err ? `\n${(err as { stack?: string }).stack ?? JSON.stringify(err)}` : '';
      out.write(
        `${String(time).slice(11, 19)} ${String(level).toUpperCase().padEnd(5)} ${String(msg ?? '')}${extra}${error}\n`,
      );
    },
  };
}

/**
 * The server's log: one JSON line per entry on stdout, with `time` (ISO 8601) and `level`, for
 * a process manager or a log shipper; readable lines when stdout is a terminal. Written
 * synchronously, so that nothing is lost when the process exits.
 */
export const log = pino(
  {
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  process.stdout.isTTY ? readableLines(process.stdout) : pino.destination({ fd: 1, sync: true }),
);
