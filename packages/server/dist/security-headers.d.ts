/** Headers every response carries, whatever its type. */
export declare const securityHeaders: {
    readonly 'X-Content-Type-Options': "nosniff";
    readonly 'Referrer-Policy': "strict-origin-when-cross-origin";
    readonly 'X-Frame-Options': "DENY";
    readonly 'Cross-Origin-Opener-Policy': "same-origin";
    readonly 'Permissions-Policy': "camera=(), microphone=(), geolocation=(), interest-cohort=()";
};
