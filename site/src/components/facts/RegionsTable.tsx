import React, { type ReactNode } from 'react';
import { defaultRegion, regions } from '../../data/platform';
import FactTable from './FactTable';
import { useFactsLocale } from './useFactsLocale';

const countryNames: Record<string, { en: string; de: string }> = {
  DE: { en: 'Germany', de: 'Deutschland' },
  NL: { en: 'Netherlands', de: 'Niederlande' },
  US: { en: 'United States', de: 'USA' },
  JP: { en: 'Japan', de: 'Japan' },
};

/** Regions a service or database can run in; the default region is marked. */
export default function RegionsTable(): ReactNode {
  const locale = useFactsLocale();
  const de = locale === 'de';
  return (
    <FactTable
      head={de ? ['Region', 'Standort'] : ['Region', 'Location']}
      rows={regions.map((region) => [
        <>
          <code>{region.id}</code>
          {region.id === defaultRegion ? (de ? ' (Standard)' : ' (default)') : ''}
        </>,
        `${region.city}, ${countryNames[region.country]?.[locale] ?? region.country}`,
      ])}
    />
  );
}
