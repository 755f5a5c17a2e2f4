/** What a month of something that runs all month costs, from the hourly and monthly prices. */
import { billing, pricing } from '../../data/platform';
import { intlLocales, numberFormat, type FactsLocale } from './format';

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

/** A Redis plan for a month: its memory at the hourly price, all month. */
export function redisPlanPerMonth(plan: { memoryMiB: number }): number {
  return perMonth((plan.memoryMiB / 1024) * pricing.redisMemoryPerGiBHour);
}

/** A Postgres plan for a month: billed for its storage only; memory and connections come with it. */
export function postgresPlanPerMonth(plan: { storageGiB: number }): number {
  return plan.storageGiB * pricing.postgresStoragePerGiBMonth;
}
