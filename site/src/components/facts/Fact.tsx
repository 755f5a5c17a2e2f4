import React, { type ReactNode } from 'react';
import { formatNumber, formatPercent, withUnit } from './format';
import { useFactsLocale } from './useFactsLocale';

/**
 * One number from the facts module in running text, formatted for the
 * reader's locale: `<Fact value={platform.build.cacheSizeGiB} unit="GiB" />`;
 * a fraction with `percent` reads "10 %" in German and "10%" in English.
 */
export default function Fact({
  value,
  unit,
  percent = false,
}: {
  value: number;
  unit?: string;
  percent?: boolean;
}): ReactNode {
  const locale = useFactsLocale();
  if (percent) return <>{formatPercent(value, locale)}</>;
  return <>{unit ? withUnit(value, unit, locale) : formatNumber(value, locale)}</>;
}
