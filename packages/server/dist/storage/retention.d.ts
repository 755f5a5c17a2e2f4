import type { EventSink } from './sink.js';
/**
 * Deletes events received more than `days` ago, now and then every hour.
 * Failures are logged and retried at the next run; they never stop the server.
 */
export declare function startRetention(sink: EventSink, days: number, everyMs?: number): {
    firstRun: Promise<void>;
    stop: () => void;
};
