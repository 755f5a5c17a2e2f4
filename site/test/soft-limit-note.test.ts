import { describe, expect, it } from 'vitest';
import { softLimitNote } from '../src/components/facts/limits';
import { loadLocalePages } from './content/pages';

// A page that says support raises a limit must name a limit the limits data marks soft: the
// component throws at build time, and this finds the pages in the fast tier.
const pages = (['en', 'de', 'ja', 'ko'] as const).flatMap((locale) => loadLocalePages(locale));

const notes = pages.flatMap((page) =>
  [...page.source.matchAll(/<SoftLimitNote facts=\{\[([^\]]*)\]\} \/>/g)].map((match) => ({
    page: `${page.locale}/${page.file}`,
    facts: [...match[1]!.matchAll(/'([^']+)'/g)].map((fact) => fact[1]!),
  })),
);

describe('SoftLimitNote names only soft limits', () => {
  it('is used by the pages that state account limits outside the limits page', () => {
    expect(notes.length).toBeGreaterThanOrEqual(8);
  });

  it.each(notes.map((note) => [note.page, note.facts] as const))('%s: %j', (_page, facts) => {
    expect(() => softLimitNote(facts, 'en')).not.toThrow();
  });

  it('refuses a hard limit', () => {
    expect(() => softLimitNote(['serviceModes.serverless.requestTimeoutSeconds'], 'en')).toThrow(
      /not soft/,
    );
  });
});
