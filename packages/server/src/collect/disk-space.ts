import { statfsSync } from 'node:fs';
import { log } from '../log.js';

const MB = 1024 * 1024;
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** Seconds a refused tracker waits before its retry while the disk is low. */
export const lowDiskRetryAfterSeconds = 60;

/**
 * Watches the free space of the disk that holds the events (the SQLite file
 * or the spool), once a second. Under twice `minFreeBytes` it prints a
 * warning; under `minFreeBytes` /lc_t refuses batches (503, Retry-After)
 * while there is still room for the commits on their way and the WAL's
 * checkpoints, instead of failing every write once the disk is full. Both
 * are logged once per crossing. `minFreeBytes` 0 turns it off.
 */
export class DiskSpace {
  private free: number | null = null;
  private level: 'ok' | 'warn' | 'low' = 'ok';
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(
    readonly dir: string,
    readonly minFreeBytes: number,
    intervalMs = 1000,
  ) {
    if (minFreeBytes <= 0) return;
    this.check();
    this.timer = setInterval(() => this.check(), intervalMs);
    this.timer.unref();
  }

  /** Bytes an unprivileged process may still write on the disk (statfs `bavail`). */
  get freeBytes(): number | null {
    return this.free;
  }

  /** True while batches are refused. */
  get low(): boolean {
    return this.level === 'low';
  }

  private check(): void {
    try {
      const stats = statfsSync(this.dir);
      this.free = stats.bavail * stats.bsize;
    } catch (error) {
      log.error({ err: error }, `disk space: cannot read the free space of ${this.dir}`);
      return;
    }
    const level =
      this.free < this.minFreeBytes ? 'low' : this.free < 2 * this.minFreeBytes ? 'warn' : 'ok';
    if (level === this.level) return;
    const free = `${mb(this.free)} free on the disk of ${this.dir}`;
    if (level === 'low') {
      log.error(
        `disk space: only ${free}; /lc_t refuses batches (503) until more than ${mb(this.minFreeBytes)} are free (EVENTS_MIN_FREE_MB)`,
      );
    } else if (this.level === 'low') {
      log.info(`disk space: ${free}; /lc_t takes batches again`);
    } else if (level === 'warn') {
      log.warn(
        `disk space: warning, ${free}; under ${mb(this.minFreeBytes)} /lc_t refuses batches (EVENTS_MIN_FREE_MB)`,
      );
    } else {
      log.info(`disk space: ${free} again`);
    }
    this.level = level;
  }

  health(): { freeBytes: number | null; minFreeBytes: number; low: boolean } {
    return { freeBytes: this.free, minFreeBytes: this.minFreeBytes, low: this.low };
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
