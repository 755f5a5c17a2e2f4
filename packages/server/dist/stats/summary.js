import { topListSize } from './aggregates.js';
/** lc_t source codes (spec 9): the first part of lc_t, split on "_". */
const lcTSourceNames = {
    d: 'devto',
    m: 'medium',
    s: 'substack',
    z: 'zenn',
    q: 'qiita',
    n: 'note',
};
export function lcTSource(value) {
    const first = value.split('_')[0] ?? '';
    return lcTSourceNames[first] ?? first;
}
function hostOf(referrer) {
    try {
        return new URL(referrer).host || referrer;
    }
    catch {
        return referrer;
    }
}
function sumBy(rows, key, value) {
    const totals = new Map();
    for (const row of rows)
        totals.set(key(row), (totals.get(key(row)) ?? 0) + value(row));
    return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, topListSize);
}
export function summarize(aggregates, since, until) {
    const ownHosts = new Set(aggregates.hostnames.map((host) => host.toLowerCase()));
    const external = aggregates.sessionReferrers.filter((row) => !ownHosts.has(hostOf(row.referrer).split(':')[0]?.toLowerCase() ?? ''));
    return {
        events: aggregates.events,
        pageViews: aggregates.pageViews,
        visitors: aggregates.visitors,
        sessions: aggregates.sessions,
        daily: aggregates.daily,
        topPages: aggregates.topPages,
        utm: aggregates.utm,
        pageStay: aggregates.pageStay,
        since,
        until,
        referrers: sumBy(external, (row) => hostOf(row.referrer), (row) => row.sessions).map(([host, sessions]) => ({ host, sessions })),
        lcTSources: sumBy(aggregates.lcT, (row) => lcTSource(row.value), (row) => row.sessions).map(([source, sessions]) => ({ source, sessions })),
    };
}
//# sourceMappingURL=summary.js.map