const candidates = ['./facts/platform.js', '../../../site/src/data/platform.ts'];
export async function loadPlatformFacts() {
    const errors = [];
    for (const candidate of candidates) {
        try {
            const facts = (await import(new URL(candidate, import.meta.url).href));
            if (typeof facts.privacy?.trackerEventRetentionDays === 'number')
                return facts;
            errors.push(`${candidate}: no privacy.trackerEventRetentionDays`);
        }
        catch (error) {
            errors.push(`${candidate}: ${error.message}`);
        }
    }
    throw new Error(`Cannot load the platform facts (${errors.join('; ')})`);
}
//# sourceMappingURL=facts.js.map