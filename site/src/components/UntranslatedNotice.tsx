import React, { type ReactNode } from 'react';
import Admonition from '@theme/Admonition';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { isUntranslated } from './untranslated';

/**
 * Docusaurus silently falls back to the English source when a page has no
 * translation; readers of ja, ko or de are told so in their language.
 */
export default function UntranslatedNotice(): ReactNode {
  const { i18n } = useDocusaurusContext();
  const { metadata } = useDoc();
  if (!isUntranslated(metadata.source, i18n.currentLocale, i18n.defaultLocale)) {
    return null;
  }
  return (
    <div data-untranslated-notice="">
      <Admonition type="info">
        <Translate
          id="nubiva.doc.untranslatedNotice"
          description="Shown above a page that has not been translated into the reader's language yet"
        >
          This page has not been translated yet. You are reading the English original.
        </Translate>
      </Admonition>
    </div>
  );
}
