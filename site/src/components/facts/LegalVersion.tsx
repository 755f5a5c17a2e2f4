import React, { type ReactNode } from 'react';
import { legalVersions } from '../../data/legal';
import { formatDate, type Localized } from './format';
import { useFactsLocale } from './useFactsLocale';

const label: Localized = {
  en: 'Last updated',
  de: 'Zuletzt geändert',
  ja: '最終更新日',
  ko: '최종 수정일',
};

const separator: Localized = { en: ': ', de: ': ', ja: '：', ko: ': ' };

/** The date the current version of a legal page took effect, from `legalVersions`. */
export default function LegalVersion({ page }: { page: keyof typeof legalVersions }): ReactNode {
  const locale = useFactsLocale();
  return (
    <p>
      <em>
        {label[locale]}
        {separator[locale]}
        <time dateTime={legalVersions[page]}>{formatDate(legalVersions[page], locale)}</time>
      </em>
    </p>
  );
}
