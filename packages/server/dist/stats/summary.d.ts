import type { Aggregates } from './aggregates.js';
export interface StatsSummary extends Omit<Aggregates, 'sessionReferrers' | 'lcT' | 'hostnames'> {
    since: number;
    until: number;
    /** Sessions by referring host, self-referrals left out. */
    referrers: {
        host: string;
        sessions: number;
    }[];
    /** Sessions by lc_t source (devto, medium…). */
    lcTSources: {
        source: string;
        sessions: number;
    }[];
}
export declare function lcTSource(value: string): string;
export declare function summarize(aggregates: Aggregates, since: number, until: number): StatsSummary;
