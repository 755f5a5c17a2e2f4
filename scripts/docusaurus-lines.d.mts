export function docusaurusLines(): Record<string, number>;
