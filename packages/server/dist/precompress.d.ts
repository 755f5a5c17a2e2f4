export interface PrecompressSummary {
    files: number;
    originalBytes: number;
    brotliBytes: number;
    gzipBytes: number;
}
/**
 * Writes file.br and file.gz beside every compressible file of a build, so
 * the server never compresses per request. Runs as the last build step.
 */
export declare function precompressDirectory(root: string, parallel?: number): Promise<PrecompressSummary>;
