export declare const BUDGET_BYTES: number;
export declare const HEADROOM: number;
export declare const CONSENT_BUDGET_BYTES: number;
export declare function headroom(gzipBytes: number): number;
interface Sizes {
  minBytes: number;
  gzipBytes: number;
}
/** The core's sizes; `consent`: the consent entry on its own; `coreWithConsent`: both in one bundle. */
export declare function bundle(): Promise<Sizes & { consent: Sizes; coreWithConsent: Sizes }>;
