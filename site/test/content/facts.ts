/**
 * The numbers no page may type: every numeric value of the facts modules the
 * pages render, `platform.ts` (the platform's facts) and `legal.ts` (the
 * periods and the minimum age of the legal pages). A page that types one of
 * these values instead of rendering it fails (see ./retyped-numbers).
 */
import { legal } from '../../src/data/legal';
import { platform } from '../../src/data/platform';
import { factNumbers } from './retyped-numbers';

export const factModules = { platform, legal } as const;

/** Every numeric value of {@link factModules}. */
export const facts: Set<number> = factNumbers(factModules);
