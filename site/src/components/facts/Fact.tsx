import React, { type ReactNode } from 'react';
import { formatNumber, withUnit } from './format';
import { useFactsLocale } from './useFactsLocale';

/**
 * One number from the facts module in running text, formatted for the
 * reader's locale: `<Fact value={platform.build.cacheSizeGiB} unit="GiB" />`.
 */
export default function Fact({ value, unit }: { value: number; unit?: string }): ReactNode {
  const locale = useFactsLocale();
  return <>{unit ? withUnit(value, unit, locale) : formatNumber(value, locale)}</>;
}
