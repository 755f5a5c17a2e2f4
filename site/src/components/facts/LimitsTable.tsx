import React, { type ReactNode } from 'react';
import { useFactsLocale } from './useFactsLocale';
import { type LimitSectionId, limitRows, limitsTableHead } from './limits';

/** One topic of platform limits as a table, generated from the facts module (used by /limit). */
export default function LimitsTable({ section }: { section: LimitSectionId }): ReactNode {
  const locale = useFactsLocale();
  return (
    // Focusable as every table of the site: a wide one scrolls (src/remark/focusableTables.ts).
    <table tabIndex={0}>
      <thead>
        <tr>
          {limitsTableHead.map((cell) => (
            <th key={cell.en}>{cell[locale]}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {limitRows(section, locale).map((row) => (
          <tr key={row.fact} data-fact={row.fact}>
            <td>{row.label}</td>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
