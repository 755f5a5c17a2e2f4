/**
 * The ja and ko pages are translated, so none shows the
 * "untranslated" notice, but the notice stays for a page added later without
 * a translation. The rule `UntranslatedNotice` renders by (`isUntranslated`,
 * also covered in site-config.test.ts) here; the built pages and bundles in
 * built-ja-ko.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { isUntranslated } from '../src/components/untranslated';

describe('untranslated notice rule (ja, ko)', () => {
  it.each([
    ['ja', '@site/i18n/ja/docusaurus-plugin-content-docs/current/overview.mdx'],
    ['ko', '@site/i18n/ko/docusaurus-plugin-content-docs/current/service/domain.mdx'],
    ['ja', '@site/i18n/ja/docusaurus-plugin-content-docs-examples/current/python/flask.md'],
    ['ko', '@site/i18n/ko/docusaurus-plugin-content-docs-examples/current/index.md'],
  ])('a translated %s page (%s) gets no notice', (locale, source) => {
    expect(isUntranslated(source, locale, 'en')).toBe(false);
  });

  it.each([
    ['ja', '@site/docs/a-page-added-later.mdx'],
    ['ko', '@site/examples-docs/python/bottle.md'],
    // A Korean reader of a page that only Japanese has translated still reads English.
    ['ko', '@site/i18n/ja/docusaurus-plugin-content-docs/current/overview.mdx'],
  ])('a %s page without translation (%s) gets the notice', (locale, source) => {
    expect(isUntranslated(source, locale, 'en')).toBe(true);
  });
});
