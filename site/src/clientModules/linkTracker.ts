/**
 * Client module: reports clicks on outbound links (event `outbound_click`,
 * with the link's placement: navbar, footer, sidebar or content) and marks links to the main site with their origin
 * (utm_source=docs, utm_medium=content, utm_content=<locale>) right before
 * the browser follows them. Links the site already marked (navbar, footer)
 * keep their own parameters.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { brand, mainSiteLink } from '../data/brand';
import { defaultLocale, localeConfigs, locales, type Locale } from '../data/site';
import { linkPlacement } from '../utils/linkPlacement';
import { loadTracker } from '../utils/loadTracker';
import { whenIdle } from '../utils/whenIdle';

type TrackerModule = typeof import('@nubiva/tracker');

let trackerModule: TrackerModule | undefined;
const mainSiteHost = new URL(brand.mainSiteUrl).host;

/** The page's locale, from `<html lang>`. */
function currentLocale(): Locale {
  const lang = document.documentElement.lang;
  return locales.find((locale) => localeConfigs[locale].htmlLang === lang) ?? defaultLocale;
}

/** Adds the origin parameters to a main-site link that has none yet. */
export function markMainSiteLink(anchor: HTMLAnchorElement, locale: Locale): void {
  const url = new URL(anchor.href);
  if (url.host !== mainSiteHost || url.searchParams.has('utm_source')) return;
  anchor.href = mainSiteLink(url.pathname + url.search + url.hash, 'content', locale);
}

function onClick(event: MouseEvent): void {
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || !/^https?:$/.test(anchor.protocol) || anchor.host === location.host) return;
  markMainSiteLink(anchor, currentLocale());
  trackerModule?.tracker.report('outbound_click', {
    href: anchor.href,
    text: (anchor.textContent ?? '').trim().slice(0, 100),
    placement: linkPlacement(anchor),
  });
}

if (ExecutionEnvironment.canUseDOM) {
  // Capture phase: runs before the browser follows the link, also for middle clicks.
  document.addEventListener('click', onClick, true);
  document.addEventListener('auxclick', onClick, true);
  // The SDK chunk is shared with the analytics module; it loads after hydration, when idle.
  whenIdle(() => {
    loadTracker()
      .then((loaded) => (trackerModule = loaded))
      .catch(() => undefined);
  });
}
