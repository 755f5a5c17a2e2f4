import fs from 'node:fs';
import path from 'node:path';

/**
 * Messages that plugins read from the locale's code.json while building, outside React, so
 * `docusaurus write-translations` cannot see them; the translations check (./ui.ts) adds them to
 * the English keys.
 */
export const buildMessages = {
  'nubiva.baseUrlIssueBanner.title': 'This page did not load properly.',
  'nubiva.baseUrlIssueBanner.text':
    'Reload it. If this message appears again, open the documentation at {baseUrl}.',
  'nubiva.search.openSearchDescription': 'Search {title}',
};

/** A build-time message in the locale's language (English without a code.json), `{name}`s filled in. */
export function buildMessage(
  localizationDir: string,
  id: keyof typeof buildMessages,
  values: Record<string, string>,
): string {
  const file = path.join(localizationDir, 'code.json');
  const translated = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message?: string }>)[id]
    : undefined;
  return (translated?.message ?? buildMessages[id]).replace(
    /\{(\w+)\}/g,
    (placeholder, name: string) => values[name] ?? placeholder,
  );
}
