import React, { type ReactNode } from 'react';
import {
  billing,
  defaultInstanceSize,
  instanceSizes,
  postgres,
  pricing,
  redis,
} from '../../data/platform';
import FactTable from './FactTable';
import {
  intlLocales,
  numberFormat,
  type FactsLocale,
  type Localized,
  type LocalizedTemplate,
} from './format';
import {
  alwaysOnPerMonth,
  formatMonthlyPrice,
  postgresPlanPerMonth,
  redisPlanPerMonth,
} from './monthlyPrices';
import { useFactsLocale } from './useFactsLocale';

type PriceKey = Exclude<keyof typeof pricing, 'currency'>;

/** What each price is for, in every locale; a price without its label does not compile. */
const labels: Record<PriceKey, Localized> = {
  vcpuPerHour: {
    en: 'vCPU, per hour',
    de: 'vCPU, pro Stunde',
    ja: 'vCPU（1 時間あたり）',
    ko: 'vCPU(1시간 기준)',
  },
  memoryGiBPerHour: {
    en: 'Memory, per GiB-hour',
    de: 'Arbeitsspeicher, pro GiB und Stunde',
    ja: 'メモリ（1 GiB、1 時間あたり）',
    ko: '메모리(1 GiB, 1시간 기준)',
  },
  requestsPerMillion: {
    en: 'Requests, per million',
    de: 'Anfragen, pro Million',
    ja: 'リクエスト（100 万件あたり）',
    ko: '요청(100만 건 기준)',
  },
  egressPerGiB: {
    en: 'Outbound traffic, per GiB',
    de: 'Ausgehender Datenverkehr, pro GiB',
    ja: '送信トラフィック（1 GiB あたり）',
    ko: '아웃바운드 트래픽(1 GiB 기준)',
  },
  postgresStoragePerGiBMonth: {
    en: 'Postgres storage, per GiB-month',
    de: 'Postgres-Speicher, pro GiB und Monat',
    ja: 'Postgres ストレージ（1 GiB、1 か月あたり）',
    ko: 'Postgres 스토리지(1 GiB, 1개월 기준)',
  },
  redisMemoryPerGiBHour: {
    en: 'Redis memory, per GiB-hour',
    de: 'Redis-Arbeitsspeicher, pro GiB und Stunde',
    ja: 'Redis メモリ（1 GiB、1 時間あたり）',
    ko: 'Redis 메모리(1 GiB, 1시간 기준)',
  },
  freeMonthlyCredit: {
    en: 'Free credit, per month',
    de: 'Kostenloses Guthaben, pro Monat',
    ja: '毎月の無料クレジット',
    ko: '월간 무료 크레딧',
  },
};

const head: readonly Localized[] = [
  { en: 'Item', de: 'Posten', ja: '項目', ko: '항목' },
  { en: 'Price', de: 'Preis', ja: '料金', ko: '요금' },
];

export function formatPrice(value: number, locale: FactsLocale): string {
  return numberFormat(intlLocales[locale], {
    style: 'currency',
    currency: pricing.currency,
    maximumFractionDigits: 3,
  }).format(value);
}

const monthlyHead: readonly LocalizedTemplate<[hours: string]>[] = [
  {
    en: () => 'Running all month',
    de: () => 'Läuft den ganzen Monat',
    ja: () => 'ひと月を通して稼働するもの',
    ko: () => '한 달 내내 실행',
  },
  {
    en: (hours) => `Per month (${hours} hours)`,
    de: (hours) => `Pro Monat (${hours} Stunden)`,
    ja: (hours) => `月額（${hours} 時間）`,
    ko: (hours) => `월 요금(${hours}시간)`,
  },
];

const defaultSizeInstance: Readonly<Record<FactsLocale, (size: ReactNode) => ReactNode>> = {
  en: (size) => <>One instance of the default size {size}</>,
  de: (size) => <>Eine Instanz der Standardgröße {size}</>,
  ja: (size) => <>デフォルトサイズ {size} のインスタンス 1 つ</>,
  ko: (size) => <>기본 크기 {size} 인스턴스 1개</>,
};

const databasePlan: Readonly<
  Record<FactsLocale, (database: string, plan: ReactNode) => ReactNode>
> = {
  en: (database, plan) => (
    <>
      {database} plan {plan}
    </>
  ),
  de: (database, plan) => (
    <>
      {database}-Tarif {plan}
    </>
  ),
  ja: (database, plan) => (
    <>
      {database} の {plan} プラン
    </>
  ),
  ko: (database, plan) => (
    <>
      {database} {plan} 플랜
    </>
  ),
};

/**
 * What a month costs for what runs all month: one instance of the default size, each Redis plan
 * and each Postgres plan (requests and outbound traffic come on top).
 */
export function MonthlyPricesTable(): ReactNode {
  const locale = useFactsLocale();
  const size = instanceSizes.find((entry) => entry.name === defaultInstanceSize);
  if (!size) throw new Error(`Unknown default size ${defaultInstanceSize}`);
  const hours = numberFormat(intlLocales[locale]).format(billing.hoursPerMonth);
  const row = (label: ReactNode, monthly: number) => [label, formatMonthlyPrice(monthly, locale)];
  return (
    <FactTable
      head={monthlyHead.map((cell) => cell[locale](hours))}
      rows={[
        row(defaultSizeInstance[locale](<code>{size.name}</code>), alwaysOnPerMonth(size)),
        ...redis.plans.map((plan) =>
          row(databasePlan[locale]('Redis', <code>{plan.name}</code>), redisPlanPerMonth(plan)),
        ),
        ...postgres.plans.map((plan) =>
          row(
            databasePlan[locale]('Postgres', <code>{plan.name}</code>),
            postgresPlanPerMonth(plan),
          ),
        ),
      ]}
    />
  );
}

/** Usage prices, billed per second; nothing is charged while a service is scaled to zero. */
export default function PricingTable(): ReactNode {
  const locale = useFactsLocale();
  return (
    <FactTable
      head={head.map((cell) => cell[locale])}
      rows={(Object.keys(labels) as PriceKey[]).map((key) => [
        labels[key][locale],
        formatPrice(pricing[key], locale),
      ])}
    />
  );
}
