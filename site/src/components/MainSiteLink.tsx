import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { ReactNode } from 'react';
import { type LinkPlacement, mainSiteLink } from '../data/brand';

/** A main-site URL origin-marked with the locale of the page that renders it. */
export function useMainSiteLink(path: string, placement: LinkPlacement = 'content'): string {
  return mainSiteLink(path, placement, useDocusaurusContext().i18n.currentLocale);
}

/**
 * A link to the main site in a page:
 * `<MainSiteLink path={brand.mainSitePaths.pricing} placement="content">pricing page</MainSiteLink>`.
 * The `utm_content` locale is the page's current locale, so a translation
 * cannot mark its links with another language.
 */
export default function MainSiteLink({
  path,
  placement = 'content',
  children,
}: {
  path: string;
  placement?: LinkPlacement;
  children: ReactNode;
}): ReactNode {
  return <a href={useMainSiteLink(path, placement)}>{children}</a>;
}
