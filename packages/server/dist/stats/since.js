const units = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };
/** "7d", "24h", "30m", "2w" before `now`, or an ISO date ("2026-01-31"). */
export function parseSince(value, now = Date.now()) {
    const relative = /^(\d+)([mhdw])$/.exec(value.trim());
    if (relative)
        return now - Number(relative[1]) * units[relative[2]];
    const absolute = Date.parse(value);
    if (/^\d{4}-\d{2}-\d{2}/.test(value) && Number.isFinite(absolute))
        return absolute;
    throw new Error(`--since "${value}": use e.g. 7d, 24h, 30m, 2w or a date like 2026-01-31`);
}
//# sourceMappingURL=since.js.map