import React, { type ReactNode } from 'react';
import { pricing } from '../../data/platform';
import FactTable from './FactTable';
import { numberFormat, type FactsLocale } from './format';
import { useFactsLocale } from './useFactsLocale';

const rows: [Exclude<keyof typeof pricing, 'currency'>, string, string][] = [
  ['vcpuPerHour', 'vCPU, per hour', 'vCPU, pro Stunde'],
  ['memoryGiBPerHour', 'Memory, per GiB and hour', 'Arbeitsspeicher, pro GiB und Stunde'],
  ['requestsPerMillion', 'Requests, per million', 'Anfragen, pro Million'],
  ['egressPerGiB', 'Outbound traffic, per GiB', 'Ausgehender Datenverkehr, pro GiB'],
  [
    'postgresStoragePerGiBMonth',
    'Postgres storage, per GiB and month',
    'Postgres-Speicher, pro GiB und Monat',
  ],
  [
    'redisMemoryPerGiBHour',
    'Redis memory, per GiB and hour',
    'Redis-Arbeitsspeicher, pro GiB und Stunde',
  ],
  ['freeMonthlyCredit', 'Free credit, per month', 'Freies Guthaben, pro Monat'],
];

export function formatPrice(value: number, locale: FactsLocale): string {
  return numberFormat(locale === 'de' ? 'de-DE' : 'en-US', {
    style: 'currency',
    currency: pricing.currency,
    maximumFractionDigits: 3,
  }).format(value);
}

/** Usage prices, billed per second; nothing is charged while a service is scaled to zero. */
export default function PricingTable(): ReactNode {
  const locale = useFactsLocale();
  const de = locale === 'de';
  return (
    <FactTable
      head={de ? ['Posten', 'Preis'] : ['Item', 'Price']}
      rows={rows.map(([key, en, german]) => [de ? german : en, formatPrice(pricing[key], locale)])}
    />
  );
}
