import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { ReactNode } from 'react';
import type { Locale } from '../data/site';

/**
 * A link to a page in another locale: `<LocaleLink locale="de" to="/term">German version</LocaleLink>`.
 * The address is built on that locale's base URL; a Markdown link (`pathname:///de/term`) would get
 * the current locale's base URL in front (`/ja/de/term`).
 */
export default function LocaleLink({
  locale,
  to,
  children,
}: {
  locale: Locale;
  to: `/${string}`;
  children: ReactNode;
}): ReactNode {
  const { localeConfigs } = useDocusaurusContext().i18n;
  const config = localeConfigs[locale];
  if (!config) throw new Error(`LocaleLink: no locale ${locale} in the site's i18n config`);
  return (
    <a href={`${config.baseUrl}${to.slice(1)}`} hrefLang={config.htmlLang}>
      {children}
    </a>
  );
}
