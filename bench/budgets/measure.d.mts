// Types of measure.mjs for the TypeScript browser test (e2e/tests/budgets.test.ts).
import type { Browser, Page } from 'playwright-core';

export declare const budgets: {
  firstLoadJsGzip: number;
  firstLoadCssGzip: number;
  trackerAndSearchJsGzip: number;
  searchModalJsGzip: number;
};

export interface MeasuredAsset {
  url: string;
  status: number;
  encoding: string;
  gzipBytes: number;
  owner: 'tracker' | 'search' | 'highlighter' | 'searchStyles' | null;
  kind: 'js' | 'css';
}

export type AssetSizer = (url: string) => Promise<Omit<MeasuredAsset, 'kind'>>;

export interface LoadedAssets {
  scripts: MeasuredAsset[];
  styles: MeasuredAsset[];
  jsGzip: number;
  cssGzip: number;
  trackerGzip: number;
  searchGzip: number;
  highlighterGzip: number;
  searchStylesGzip: number;
  notGzipped: string[];
}

export interface FirstLoad extends LoadedAssets {
  path: string;
  status: number;
  page: Page;
  close(): Promise<void>;
}

export declare function germanPaths(routePaths: string[]): string[];
export declare function createAssetSizer(): AssetSizer;
export declare function measureFirstLoad(
  target: Browser | Page,
  baseUrl: string,
  path: string,
  sizeOf: AssetSizer,
): Promise<FirstLoad>;
export declare function measureFetchedSince(
  page: Page,
  since: number,
  baseUrl: string,
  sizeOf: AssetSizer,
): Promise<LoadedAssets>;
export declare const HYDRATED_MARK: string;
export declare function waitForHydration(page: Page): Promise<void>;
export interface AxeViolation {
  rule: string;
  impact: string | null;
  help: string;
  target: string;
}
export declare function formatViolation(violation: AxeViolation): string;
export declare function axeViolations(page: Page): Promise<AxeViolation[]>;
export declare function searchModalViolations(
  page: Page,
  query: string,
): Promise<{ empty: AxeViolation[]; withResults: AxeViolation[] }>;
export declare function kib(bytes: number): string;
