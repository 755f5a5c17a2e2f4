/**
 * A doc's `source` is `@site/<docs dir>/…` when Docusaurus fell back to the
 * source language and `@site/i18n/<locale>/…` when a translation exists.
 */
export function isUntranslated(
  source: string,
  currentLocale: string,
  defaultLocale: string,
): boolean {
  if (currentLocale === defaultLocale) return false;
  return !source.startsWith(`@site/i18n/${currentLocale}/`);
}
