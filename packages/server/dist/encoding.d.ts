/** Encodings we precompress, in order of preference (brotli is smaller). */
export declare const precompressedEncodings: readonly [{
    readonly name: "br";
    readonly extension: ".br";
}, {
    readonly name: "gzip";
    readonly extension: ".gz";
}];
export type EncodingName = (typeof precompressedEncodings)[number]['name'];
/** File types worth compressing; images and fonts are compressed already. */
export declare const compressibleExtensions: Set<string>;
/**
 * The encodings an Accept-Encoding header allows, best first: q=0 refuses
 * one, `*` allows the rest, "identity" needs no entry.
 */
export declare function acceptedEncodings(header: string | string[] | undefined): EncodingName[];
