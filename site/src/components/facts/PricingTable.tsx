import React, { type ReactNode } from 'react';
import { billing, defaultInstanceSize, instanceSizes, pricing } from '../../data/platform';
import FactTable from './FactTable';
import {
  formatDisjunction,
  intlLocales,
  numberFormat,
  type FactsLocale,
  type Localized,
} from './format';
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
    en: 'Memory, per GiB and hour',
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
    en: 'Postgres storage, per GiB and month',
    de: 'Postgres-Speicher, pro GiB und Monat',
    ja: 'Postgres ストレージ（1 GiB、1 か月あたり）',
    ko: 'Postgres 스토리지(1 GiB, 1개월 기준)',
  },
  redisMemoryPerGiBHour: {
    en: 'Redis memory, per GiB and hour',
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

/** A monthly amount, rounded to the cent as an invoice shows it. */
export function formatMonthlyPrice(value: number, locale: FactsLocale): string {
  return numberFormat(intlLocales[locale], {
    style: 'currency',
    currency: pricing.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** What a price per hour comes to when it is billed for a whole month. */
export function perMonth(hourly: number): number {
  return hourly * billing.hoursPerMonth;
}

/** One instance of a size running all month: its vCPU and memory at the hourly prices. */
export function alwaysOnPerMonth(size: { vcpu: number; memoryMiB: number }): number {
  return perMonth(
    size.vcpu * pricing.vcpuPerHour + (size.memoryMiB / 1024) * pricing.memoryGiBPerHour,
  );
}

/** The monthly price of one always-on instance of the default size, in running text. */
export function DefaultSizeAlwaysOnPrice(): ReactNode {
  const locale = useFactsLocale();
  const size = instanceSizes.find((entry) => entry.name === defaultInstanceSize);
  if (!size) throw new Error(`Unknown default size ${defaultInstanceSize}`);
  return formatMonthlyPrice(alwaysOnPerMonth(size), locale);
}

const paymentMethodNames: Record<(typeof billing.paymentMethods)[number], Localized> = {
  card: { en: 'credit card', de: 'Kreditkarte', ja: 'クレジットカード', ko: '신용카드' },
  sepaDirectDebit: {
    en: 'SEPA direct debit',
    de: 'SEPA-Lastschrift',
    ja: 'SEPA 口座振替',
    ko: 'SEPA 자동이체',
  },
};

/** The payment methods an account can add, joined with the reader's "or". */
export function PaymentMethods(): ReactNode {
  const locale = useFactsLocale();
  return formatDisjunction(
    billing.paymentMethods.map((method) => paymentMethodNames[method][locale]),
    locale,
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
