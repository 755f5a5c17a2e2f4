import React, { type ReactNode } from 'react';
import { subprocessors, transferBases } from '../../data/legal';
import FactTable from './FactTable';
import type { Localized } from './format';
import { countryNames } from './labels';
import { useFactsLocale } from './useFactsLocale';

const head: readonly Localized[] = [
  { en: 'Sub-processor', de: 'Unterauftragsverarbeiter', ja: '再委託先', ko: '재수탁자' },
  { en: 'Purpose', de: 'Zweck', ja: '目的', ko: '목적' },
  { en: 'Country', de: 'Land', ja: '国', ko: '국가' },
  { en: 'Transfer basis', de: 'Grundlage der Übermittlung', ja: '移転の根拠', ko: '이전 근거' },
];

const withinEea: Localized = {
  en: 'none needed (European Economic Area)',
  de: 'keine nötig (Europäischer Wirtschaftsraum)',
  ja: '不要（欧州経済領域内）',
  ko: '필요 없음(유럽경제지역 내)',
};

/** The platform's sub-processors: who, what for, in which country, and on which basis data go there. */
export default function SubprocessorsTable(): ReactNode {
  const locale = useFactsLocale();
  return (
    <FactTable
      head={head.map((cell) => cell[locale])}
      rows={subprocessors.map((processor) => [
        processor.name,
        processor.purpose[locale],
        countryNames[processor.country][locale],
        processor.transferBasis
          ? transferBases[processor.transferBasis][locale]
          : withinEea[locale],
      ])}
    />
  );
}
