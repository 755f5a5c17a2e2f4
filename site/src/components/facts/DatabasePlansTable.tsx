import React, { type ReactNode } from 'react';
import { postgres, redis } from '../../data/platform';
import FactTable from './FactTable';
import { formatNumber, type Localized, withUnit } from './format';
import { memory } from './labels';
import { formatMonthlyPrice, postgresPlanPerMonth, redisPlanPerMonth } from './monthlyPrices';
import { useFactsLocale } from './useFactsLocale';

const plan: Localized = { en: 'Plan', de: 'Tarif', ja: 'プラン', ko: '플랜' };
const storage: Localized = { en: 'Storage', de: 'Speicherplatz', ja: 'ストレージ', ko: '스토리지' };
const pricePerMonth: Localized = {
  en: 'Price per month',
  de: 'Preis pro Monat',
  ja: '月額料金',
  ko: '월 요금',
};
const connections: Localized = {
  en: 'Max. connections',
  de: 'Max. Verbindungen',
  ja: '最大接続数',
  ko: '최대 연결 수',
};

/**
 * Plans of a managed database with their monthly price: Postgres (storage, memory, connections;
 * billed for its storage per GiB and month) or Redis (memory, connections; billed for its memory
 * per GiB and hour, all month).
 */
export default function DatabasePlansTable({
  database,
}: {
  database: 'postgres' | 'redis';
}): ReactNode {
  const locale = useFactsLocale();
  if (database === 'redis') {
    return (
      <FactTable
        head={[plan[locale], memory[locale], connections[locale], pricePerMonth[locale]]}
        rows={redis.plans.map((entry) => [
          <code key="name">{entry.name}</code>,
          withUnit(entry.memoryMiB, 'MiB', locale),
          formatNumber(entry.maxConnections, locale),
          formatMonthlyPrice(redisPlanPerMonth(entry), locale),
        ])}
      />
    );
  }
  return (
    <FactTable
      head={[
        plan[locale],
        storage[locale],
        memory[locale],
        connections[locale],
        pricePerMonth[locale],
      ]}
      rows={postgres.plans.map((entry) => [
        <code key="name">{entry.name}</code>,
        withUnit(entry.storageGiB, 'GiB', locale),
        withUnit(entry.memoryMiB, 'MiB', locale),
        formatNumber(entry.maxConnections, locale),
        formatMonthlyPrice(postgresPlanPerMonth(entry), locale),
      ])}
    />
  );
}
