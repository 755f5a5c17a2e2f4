/**
 * Reads the platform facts (site/src/data/platform.ts, the one source of
 * truth). The build compiles that file to dist/facts/platform.js; tests,
 * which run the TypeScript sources, import the original.
 */
interface PlatformFacts {
    privacy: {
        trackerEventRetentionDays: number;
    };
}
export declare function loadPlatformFacts(): Promise<PlatformFacts>;
export {};
