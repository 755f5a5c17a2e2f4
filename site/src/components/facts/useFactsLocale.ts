import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { type FactsLocale, toFactsLocale } from './format';

/** The locale the fact components render for (kept apart so format.ts stays testable outside Docusaurus). */
export function useFactsLocale(): FactsLocale {
  return toFactsLocale(useDocusaurusContext().i18n.currentLocale);
}
