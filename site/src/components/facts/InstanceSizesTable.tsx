import React, { type ReactNode } from 'react';
import { defaultInstanceSize, instanceSizes } from '../../data/platform';
import FactTable from './FactTable';
import { formatNumber, type Localized, withUnit } from './format';
import { defaultMark, memory } from './labels';
import { alwaysOnPerMonth, formatMonthlyPrice } from './monthlyPrices';
import { useFactsLocale } from './useFactsLocale';

const size: Localized = { en: 'Size', de: 'Größe', ja: 'サイズ', ko: '크기' };
const vcpu: Localized = { en: 'vCPU', de: 'vCPU', ja: 'vCPU', ko: 'vCPU' };
const alwaysOn: Localized = {
  en: 'Always on, per month',
  de: 'Dauerhaft laufend, pro Monat',
  ja: '常時稼働時の月額',
  ko: '상시 실행 시 월 요금',
};

/**
 * Instance sizes with vCPU, memory and what one instance costs when it runs all month; the
 * default size is marked.
 */
export default function InstanceSizesTable(): ReactNode {
  const locale = useFactsLocale();
  return (
    <FactTable
      head={[size[locale], vcpu[locale], memory[locale], alwaysOn[locale]]}
      rows={instanceSizes.map((entry) => [
        <>
          <code>{entry.name}</code>
          {entry.name === defaultInstanceSize ? defaultMark[locale] : ''}
        </>,
        formatNumber(entry.vcpu, locale),
        withUnit(entry.memoryMiB, 'MiB', locale),
        formatMonthlyPrice(alwaysOnPerMonth(entry), locale),
      ])}
    />
  );
}
