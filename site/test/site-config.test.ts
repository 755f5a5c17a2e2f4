import { describe, expect, it } from 'vitest';
import { announcementFromEnv, SiteConfigError, validateAnnouncement } from '../src/data/site';
import { isUntranslated } from '../src/components/untranslated';

describe('announcement bar configuration', () => {
  it('is off by default', () => {
    expect(announcementFromEnv({})).toBeUndefined();
    expect(announcementFromEnv({ NUBIVA_ANNOUNCEMENT: '  ' })).toBeUndefined();
  });

  it('reads id, content, colours and closeability', () => {
    const bar = announcementFromEnv({
      NUBIVA_ANNOUNCEMENT: JSON.stringify({
        id: 'launch-2026',
        content: 'Neu: Regionen in Tokio',
        backgroundColor: '#003366',
        textColor: 'white',
        isCloseable: false,
      }),
    });
    expect(bar).toEqual({
      id: 'launch-2026',
      content: 'Neu: Regionen in Tokio',
      backgroundColor: '#003366',
      textColor: 'white',
      isCloseable: false,
    });
  });

  it('defaults colours and makes the bar closeable', () => {
    const bar = validateAnnouncement({ id: 'a', content: 'b' });
    expect(bar.isCloseable).toBe(true);
    expect(bar.backgroundColor).toMatch(/^#/);
  });

  it.each([
    ['not JSON', '{id:', /NUBIVA_ANNOUNCEMENT is not valid JSON/],
    ['an array', '[]', /must be an object/],
    ['a missing id', '{"content":"x"}', /field "id" must be a non-empty string/],
    ['an empty content', '{"id":"x","content":""}', /field "content" must be a non-empty string/],
    [
      'a bad colour',
      '{"id":"x","content":"y","textColor":"url(x)"}',
      /"textColor" is not a CSS colour/,
    ],
    [
      'an unknown field',
      '{"id":"x","content":"y","colour":"red"}',
      /unknown announcement bar field\(s\): colour/,
    ],
    [
      'a non-boolean isCloseable',
      '{"id":"x","content":"y","isCloseable":"yes"}',
      /"isCloseable" must be true or false/,
    ],
  ])('rejects %s with a message naming the problem', (_name, raw, message) => {
    expect(() => announcementFromEnv({ NUBIVA_ANNOUNCEMENT: raw })).toThrow(SiteConfigError);
    expect(() => announcementFromEnv({ NUBIVA_ANNOUNCEMENT: raw })).toThrow(message);
  });
});

describe('untranslated page detection', () => {
  it('flags a page served from the English source in another locale', () => {
    expect(isUntranslated('@site/docs/overview.md', 'ja', 'en')).toBe(true);
    expect(isUntranslated('@site/examples-docs/ai/hg-image.md', 'ko', 'en')).toBe(true);
  });

  it('does not flag translated pages or the default locale', () => {
    expect(
      isUntranslated(
        '@site/i18n/de/docusaurus-plugin-content-docs/current/overview.md',
        'de',
        'en',
      ),
    ).toBe(false);
    expect(isUntranslated('@site/docs/overview.md', 'en', 'en')).toBe(false);
  });
});
