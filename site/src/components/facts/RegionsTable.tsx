import React, { type ReactNode } from 'react';
import { defaultRegion, regions } from '../../data/platform';
import FactTable from './FactTable';
import type { Localized, LocalizedTemplate } from './format';
import { countryNames, defaultMark } from './labels';
import { useFactsLocale } from './useFactsLocale';

type Region = (typeof regions)[number];

/** City names (the facts module spells them in English), per region. */
const cityNames: Record<Region['id'], Localized> = {
  'eu-central': { en: 'Frankfurt', de: 'Frankfurt', ja: 'フランクフルト', ko: '프랑크푸르트' },
  'eu-west': { en: 'Amsterdam', de: 'Amsterdam', ja: 'アムステルダム', ko: '암스테르담' },
  'us-east': { en: 'Virginia', de: 'Virginia', ja: 'バージニア', ko: '버지니아' },
  'ap-northeast': { en: 'Tokyo', de: 'Tokio', ja: '東京', ko: '도쿄' },
};

/** "Frankfurt, Germany"; Japanese names the country in parentheses, Korean puts it first. */
const location: LocalizedTemplate<[city: string, country: string]> = {
  en: (city, country) => `${city}, ${country}`,
  de: (city, country) => `${city}, ${country}`,
  ja: (city, country) => `${city}（${country}）`,
  ko: (city, country) => `${country} ${city}`,
};

const head: readonly Localized[] = [
  { en: 'Region', de: 'Region', ja: 'リージョン', ko: '리전' },
  { en: 'Location', de: 'Standort', ja: '所在地', ko: '위치' },
];

/** Regions a service or database can run in; the default region is marked. */
export default function RegionsTable(): ReactNode {
  const locale = useFactsLocale();
  return (
    <FactTable
      head={head.map((cell) => cell[locale])}
      rows={regions.map((region) => [
        <>
          <code>{region.id}</code>
          {region.id === defaultRegion ? defaultMark[locale] : ''}
        </>,
        location[locale](cityNames[region.id][locale], countryNames[region.country][locale]),
      ])}
    />
  );
}
