import type { ReactNode } from 'react';
import { softLimitNote } from './limits';
import { useFactsLocale } from './useFactsLocale';

/**
 * The sentence that says the limits just named are soft (support raises them), for pages that
 * state a soft limit outside the limits page: `<SoftLimitNote facts={['account.maxProjects']} />`.
 * It throws for a hard limit, so a page cannot promise a raise the limits data does not allow.
 */
export default function SoftLimitNote({ facts }: { facts: readonly string[] }): ReactNode {
  return softLimitNote(facts, useFactsLocale());
}
