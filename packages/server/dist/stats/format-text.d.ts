import type { StatsSummary } from './summary.js';
export declare const seconds: (ms: number) => string;
/** The plain-text report `npm run stats` prints. */
export declare function formatText(summary: StatsSummary): string;
