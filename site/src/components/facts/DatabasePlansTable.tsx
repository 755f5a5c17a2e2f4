import React, { type ReactNode } from 'react';
import { postgres, redis } from '../../data/platform';
import FactTable from './FactTable';
import { formatNumber, withUnit } from './format';
import { useFactsLocale } from './useFactsLocale';

/** Plans of a managed database: Postgres (storage, memory, connections) or Redis (memory, connections). */
export default function DatabasePlansTable({
  database,
}: {
  database: 'postgres' | 'redis';
}): ReactNode {
  const locale = useFactsLocale();
  const de = locale === 'de';
  const plan = de ? 'Tarif' : 'Plan';
  const memory = de ? 'Arbeitsspeicher' : 'Memory';
  const connections = de ? 'Max. Verbindungen' : 'Max. connections';
  if (database === 'redis') {
    return (
      <FactTable
        head={[plan, memory, connections]}
        rows={redis.plans.map((entry) => [
          <code key="name">{entry.name}</code>,
          withUnit(entry.memoryMiB, 'MiB', locale),
          formatNumber(entry.maxConnections, locale),
        ])}
      />
    );
  }
  return (
    <FactTable
      head={[plan, de ? 'Speicher' : 'Storage', memory, connections]}
      rows={postgres.plans.map((entry) => [
        <code key="name">{entry.name}</code>,
        withUnit(entry.storageGiB, 'GiB', locale),
        withUnit(entry.memoryMiB, 'MiB', locale),
        formatNumber(entry.maxConnections, locale),
      ])}
    />
  );
}
