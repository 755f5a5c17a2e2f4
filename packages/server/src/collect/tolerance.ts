import type { ToleranceNotes } from './reader.js';
import { log as serverLog } from '../log.js';

/** Distinct field names counted per kind; beyond it they count as "(other)". */
export const maxCountedNames = 200;

type Kind = keyof ToleranceNotes;

const messages: Record<Kind, string> = {
  unknown: 'accepting unknown field',
  mistyped: 'accepting field of an unexpected type (default used, value kept)',
  defaulted: 'batches without field get its default:',
};

/**
 * Counts the fields the tolerant reader accepted although it did not know
 * them (unknown), could not use them (mistyped) or filled them in
 * (defaulted), and logs each field name once per process. /healthz shows the
 * counts. Memory is bounded: names come from clients.
 */
export class ToleranceLog {
  private readonly counts: Record<Kind, Map<string, number>> = {
    unknown: new Map(),
    mistyped: new Map(),
    defaulted: new Map(),
  };

  constructor(private readonly log: (line: string) => void = (line) => serverLog.warn(line)) {}

  note(notes: ToleranceNotes): void {
    for (const kind of ['unknown', 'mistyped', 'defaulted'] as const) {
      const counts = this.counts[kind];
      for (const name of notes[kind]) {
        let key = name.length > 100 ? `${name.slice(0, 100)}…` : name;
        if (!counts.has(key) && counts.size >= maxCountedNames) key = '(other)';
        const count = counts.get(key);
        if (count === undefined) {
          this.log(`lc_t: ${messages[kind]} ${JSON.stringify(key)} (logged once per field)`);
        }
        counts.set(key, (count ?? 0) + 1);
      }
    }
  }

  /** Counts per kind and field name, for /healthz. */
  snapshot(): Record<Kind, Record<string, number>> {
    return {
      unknown: Object.fromEntries(this.counts.unknown),
      mistyped: Object.fromEntries(this.counts.mistyped),
      defaulted: Object.fromEntries(this.counts.defaulted),
    };
  }
}
