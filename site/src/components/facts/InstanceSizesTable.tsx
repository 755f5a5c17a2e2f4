import React, { type ReactNode } from 'react';
import { defaultInstanceSize, instanceSizes } from '../../data/platform';
import FactTable from './FactTable';
import { formatNumber, withUnit } from './format';
import { useFactsLocale } from './useFactsLocale';

/** Instance sizes with vCPU and memory; the default size is marked. */
export default function InstanceSizesTable(): ReactNode {
  const locale = useFactsLocale();
  const de = locale === 'de';
  return (
    <FactTable
      head={de ? ['Größe', 'vCPU', 'Arbeitsspeicher'] : ['Size', 'vCPU', 'Memory']}
      rows={instanceSizes.map((size) => [
        <>
          <code>{size.name}</code>
          {size.name === defaultInstanceSize ? (de ? ' (Standard)' : ' (default)') : ''}
        </>,
        formatNumber(size.vcpu, locale),
        withUnit(size.memoryMiB, 'MiB', locale),
      ])}
    />
  );
}
