import type { CollectorConfig } from '../config.js';
import type { EventSink } from './sink.js';
export declare function openSink(config: CollectorConfig['sink']): Promise<EventSink>;
