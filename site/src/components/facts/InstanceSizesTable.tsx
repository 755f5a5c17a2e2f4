import React, { type ReactNode } from 'react';
import { defaultInstanceSize, instanceSizes } from '../../data/platform';
import FactTable from './FactTable';
import { formatNumber, type Localized, withUnit } from './format';
import { defaultMark, memory } from './labels';
import { useFactsLocale } from './useFactsLocale';

const size: Localized = { en: 'Size', de: 'Größe', ja: 'サイズ', ko: '크기' };
const vcpu: Localized = { en: 'vCPU', de: 'vCPU', ja: 'vCPU', ko: 'vCPU' };

/** Instance sizes with vCPU and memory; the default size is marked. */
export default function InstanceSizesTable(): ReactNode {
  const locale = useFactsLocale();
  return (
    <FactTable
      head={[size[locale], vcpu[locale], memory[locale]]}
      rows={instanceSizes.map((entry) => [
        <>
          <code>{entry.name}</code>
          {entry.name === defaultInstanceSize ? defaultMark[locale] : ''}
        </>,
        formatNumber(entry.vcpu, locale),
        withUnit(entry.memoryMiB, 'MiB', locale),
      ])}
    />
  );
}
