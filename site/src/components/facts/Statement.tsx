import type { ReactNode } from 'react';
import type { Statement as StatementText } from '../../data/statements';
import { useFactsLocale } from './useFactsLocale';

/**
 * A statement from the statements module in the reader's language, as running
 * text: `<Statement text={statements.noObjectStorage} />`.
 */
export default function Statement({ text }: { text: StatementText }): ReactNode {
  return text[useFactsLocale()];
}
