// Types of site.mjs for the TypeScript browser tests (e2e/src/site.ts).
export interface BuiltSite {
  url: string;
  close(): Promise<void>;
}
export declare function startBuiltSite(root: string): Promise<BuiltSite>;
