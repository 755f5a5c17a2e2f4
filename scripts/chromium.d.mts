// Types of chromium.mjs for the TypeScript tests.
import type { Browser } from 'playwright-core';

export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare function launchChromium(): Promise<Browser>;
