import React, { type ReactNode } from 'react';
import { useFactsLocale } from './useFactsLocale';
import { type LimitSectionId, limitRows } from './limits';

/** One topic of platform limits as a table, generated from the facts module (used by /limit). */
export default function LimitsTable({ section }: { section: LimitSectionId }): ReactNode {
  const locale = useFactsLocale();
  return (
    <table>
      <thead>
        <tr>
          <th>Limit</th>
          <th>{locale === 'de' ? 'Wert' : 'Value'}</th>
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
