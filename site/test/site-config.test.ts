import { describe, expect, it } from 'vitest';
import {
  announcementFromEnv,
  pageViewHooksFromEnv,
  SiteConfigError,
  validateAnnouncement,
} from '../src/data/buildEnv';
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

  it('accepts what Docusaurus accepts, as Docusaurus reads it', () => {
    // Joi converts "true"; Docusaurus' own validation of themeConfig does the same.
    expect(validateAnnouncement({ id: 'a', content: 'b', isCloseable: 'false' }).isCloseable).toBe(
      false,
    );
  });

  it.each([
    ['not JSON', '{id:', /NUBIVA_ANNOUNCEMENT is not valid JSON/],
    ['an array', '[]', /NUBIVA_ANNOUNCEMENT: "announcement bar" must be of type object/],
    ['null', 'null', /NUBIVA_ANNOUNCEMENT: "announcement bar" must be of type object/],
    // Ours: Docusaurus would default the id, and a closed bar's id hides every later bar.
    ['a missing id', '{"content":"x"}', /NUBIVA_ANNOUNCEMENT: "id" is required/],
    ['a missing content', '{"id":"x"}', /NUBIVA_ANNOUNCEMENT: "content" is required/],
    [
      'an empty content',
      '{"id":"x","content":""}',
      /NUBIVA_ANNOUNCEMENT: "content" is not allowed to be empty/,
    ],
    // Ours: Docusaurus takes any string, and the browser drops a colour it cannot parse.
    [
      'a bad colour',
      '{"id":"x","content":"y","textColor":"url(x)"}',
      /NUBIVA_ANNOUNCEMENT: "textColor" is not a CSS colour/,
    ],
    [
      'an unknown field',
      '{"id":"x","content":"y","colour":"red"}',
      /NUBIVA_ANNOUNCEMENT: "colour" is not allowed/,
    ],
    [
      'a non-boolean isCloseable',
      '{"id":"x","content":"y","isCloseable":"yes"}',
      /NUBIVA_ANNOUNCEMENT: "isCloseable" must be a boolean/,
    ],
    [
      'every wrong type at once',
      '{"id":1,"content":2,"isCloseable":3}',
      /"id" must be a string; "content" must be a string; "isCloseable" must be a boolean/,
    ],
  ])('rejects %s with a message naming the variable and the problem', (_name, raw, message) => {
    expect(() => announcementFromEnv({ NUBIVA_ANNOUNCEMENT: raw })).toThrow(SiteConfigError);
    expect(() => announcementFromEnv({ NUBIVA_ANNOUNCEMENT: raw })).toThrow(message);
  });
});

describe('third-party page-view hooks', () => {
  it('are all off when no variable is set', () => {
    expect(pageViewHooksFromEnv({})).toEqual({});
    expect(
      pageViewHooksFromEnv({
        NUBIVA_TAG_MANAGER_DATA_LAYER: '',
        NUBIVA_PRODUCT_ANALYTICS_GLOBAL: ' ',
        NUBIVA_PRODUCT_ANALYTICS_EVENT: '',
      }),
    ).toEqual({});
  });

  it('reads the data layer of a tag manager', () => {
    expect(pageViewHooksFromEnv({ NUBIVA_TAG_MANAGER_DATA_LAYER: 'dataLayer' })).toEqual({
      tagManager: { dataLayerName: 'dataLayer' },
    });
  });

  it('reads the product-analytics client and its event, $pageview by default', () => {
    expect(pageViewHooksFromEnv({ NUBIVA_PRODUCT_ANALYTICS_GLOBAL: 'posthog' })).toEqual({
      productAnalytics: { globalName: 'posthog', eventName: '$pageview' },
    });
    expect(
      pageViewHooksFromEnv({
        NUBIVA_TAG_MANAGER_DATA_LAYER: 'dataLayer',
        NUBIVA_PRODUCT_ANALYTICS_GLOBAL: 'analytics',
        NUBIVA_PRODUCT_ANALYTICS_EVENT: 'Page Viewed',
      }),
    ).toEqual({
      tagManager: { dataLayerName: 'dataLayer' },
      productAnalytics: { globalName: 'analytics', eventName: 'Page Viewed' },
    });
  });

  it.each([
    [{ NUBIVA_TAG_MANAGER_DATA_LAYER: 'data-layer' }, /NUBIVA_TAG_MANAGER_DATA_LAYER must be/],
    [{ NUBIVA_TAG_MANAGER_DATA_LAYER: 'window.dataLayer' }, /NUBIVA_TAG_MANAGER_DATA_LAYER/],
    [{ NUBIVA_PRODUCT_ANALYTICS_GLOBAL: '1posthog' }, /NUBIVA_PRODUCT_ANALYTICS_GLOBAL must be/],
    [
      { NUBIVA_PRODUCT_ANALYTICS_EVENT: '$pageview' },
      /NUBIVA_PRODUCT_ANALYTICS_EVENT is set, but NUBIVA_PRODUCT_ANALYTICS_GLOBAL/,
    ],
    [
      { NUBIVA_PRODUCT_ANALYTICS_GLOBAL: 'posthog', NUBIVA_PRODUCT_ANALYTICS_EVENT: 'page\nview' },
      /NUBIVA_PRODUCT_ANALYTICS_EVENT must be an event name/,
    ],
    [
      { NUBIVA_PRODUCT_ANALYTICS_GLOBAL: 'posthog', NUBIVA_PRODUCT_ANALYTICS_EVENT: ' $pageview' },
      /NUBIVA_PRODUCT_ANALYTICS_EVENT must be an event name/,
    ],
  ])('refuses %o with an error naming the variable', (env, message) => {
    expect(() => pageViewHooksFromEnv(env)).toThrow(SiteConfigError);
    expect(() => pageViewHooksFromEnv(env)).toThrow(message);
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
