import type { StatsSummary } from './summary.js';
/** A self-contained HTML report (inline CSS and SVG, no script, no external request). */
export declare function htmlReport(summary: StatsSummary): string;
