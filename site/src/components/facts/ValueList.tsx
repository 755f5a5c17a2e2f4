import React, { type ReactNode } from 'react';
import { formatDisjunction } from './format';
import { useFactsLocale } from './useFactsLocale';

/**
 * Values from the facts module in running text, all of them, joined as the
 * reader's language lists them: `<ValueList items={node.versions} />` reads
 * "22, 24 and 26", "22, 24 und 26", "22、24、26", "22, 24, 26".
 */
export default function ValueList({ items }: { items: readonly string[] }): ReactNode {
  return <>{formatDisjunction(items, useFactsLocale(), 'conjunction')}</>;
}
