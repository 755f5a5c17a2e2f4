/**
 * Links to the main site in pages take their origin locale from the page
 * (`<MainSiteLink>`), so a translation cannot mark them with another locale.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { brand } from '../src/data/brand';
import { locales } from '../src/data/site';
import { loadLocalePages } from './content/pages';

const context = vi.hoisted(() => ({ locale: 'en' }));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({ i18n: { currentLocale: context.locale } }),
}));

const { default: MainSiteLink } = await import('../src/components/MainSiteLink');

function renderedHref(locale: string, placement?: 'content' | 'footer'): URL {
  context.locale = locale;
  const html = renderToStaticMarkup(
    createElement(MainSiteLink, {
      path: brand.mainSitePaths.pricing,
      placement,
      children: 'Pricing',
    }),
  );
  const href = /^<a href="([^"]+)">Pricing<\/a>$/.exec(html)?.[1];
  expect(href, html).toBeDefined();
  return new URL(href!.replaceAll('&amp;', '&'));
}

describe('<MainSiteLink>', () => {
  it.each(locales)('marks a link on a %s page with that locale', (locale) => {
    const url = renderedHref(locale);
    expect(url.origin + url.pathname).toBe(`${brand.mainSiteUrl}${brand.mainSitePaths.pricing}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'docs',
      utm_medium: 'content',
      utm_content: locale,
    });
  });

  it('keeps the placement it is given', () => {
    expect(renderedHref('ja', 'footer').searchParams.get('utm_medium')).toBe('footer');
  });

  it.each(locales)(
    '%s pages link the main site through it, never with a typed locale',
    (locale) => {
      const problems = loadLocalePages(locale).flatMap((page) => [
        ...(page.source.includes('mainSiteLink(')
          ? [`${page.file} calls mainSiteLink itself`]
          : []),
        ...(page.source.includes('<MainSiteLink') &&
        !page.source.includes("import MainSiteLink from '@site/src/components/MainSiteLink';")
          ? [`${page.file} does not import MainSiteLink`]
          : []),
      ]);
      expect(problems).toEqual([]);
    },
  );
});
