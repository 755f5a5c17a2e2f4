// Types of baseline.mjs for the TypeScript browser test (e2e/tests/budgets.test.ts).
export declare function entryBundleBytes(localeBuildDir: string): number;
export declare function measureSearchAndTrackerShare(
  root: string,
  buildDir: string,
): { withBytes: number; withoutBytes: number; shareBytes: number };
