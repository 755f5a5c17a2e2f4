import type { CollectorConfig } from '../config.js';
import type { CollectOptions } from './handler.js';
export interface Collector extends CollectOptions {
    close(): Promise<void>;
}
/** Opens the configured sink, starts retention and the rate limiter. */
export declare function createCollector(config: CollectorConfig): Promise<Collector>;
