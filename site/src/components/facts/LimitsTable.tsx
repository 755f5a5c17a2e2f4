import React, { type ReactNode } from 'react';
import FactTable from './FactTable';
import { useFactsLocale } from './useFactsLocale';
import { type LimitSectionId, limitKindLabels, limitRows, limitsTableHead } from './limits';

/** One topic of platform limits as a table, generated from the facts module (used by /limit). */
export default function LimitsTable({ section }: { section: LimitSectionId }): ReactNode {
  const locale = useFactsLocale();
  return (
    <FactTable
      head={limitsTableHead.map((cell) => cell[locale])}
      rows={limitRows(section, locale).map((row) => [
        row.label,
        // A setting's value is the name Redis and the dashboard take, set as code like the pages.
        row.kind === 'setting' ? <code>{row.value}</code> : row.value,
        limitKindLabels[row.kind][locale],
      ])}
    />
  );
}
