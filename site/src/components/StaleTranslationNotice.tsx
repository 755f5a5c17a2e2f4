import React, { type ReactNode } from 'react';
import Admonition from '@theme/Admonition';
import Translate from '@docusaurus/Translate';
import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { useHistorySelector } from '@docusaurus/theme-common';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import type { FreshnessData } from '@site/src/translations/plugin';

/**
 * A translation older than its English page says so in its own
 * language and links the English page. Whether it is older is decided at
 * build time (src/translations/plugin.ts). The link keeps the query
 * and hash as the language menu does (the same hooks: empty in the static
 * HTML, filled in once the page runs).
 */
export default function StaleTranslationNotice(): ReactNode {
  const { stale } = usePluginData('nubiva-translation-freshness') as FreshnessData;
  const { metadata } = useDoc();
  const { i18n } = useDocusaurusContext();
  const alternatePageUtils = useAlternatePageUtils();
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  if (!stale.includes(metadata.source)) return null;
  const english = `${alternatePageUtils.createUrl({ locale: i18n.defaultLocale, fullyQualified: false })}${search}${hash}`;
  return (
    <div data-stale-translation-notice="">
      <Admonition type="info">
        <Translate
          id="nubiva.doc.staleTranslationNotice"
          description="Shown above a translated page whose English original changed since it was translated"
        >
          This translation is older than the English page.
        </Translate>{' '}
        <a href={english} hrefLang={i18n.defaultLocale}>
          <Translate
            id="nubiva.doc.staleTranslationLink"
            description="Link from an outdated translation to the English page"
          >
            Read the English page
          </Translate>
        </a>
      </Admonition>
    </div>
  );
}
