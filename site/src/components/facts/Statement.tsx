import React, { Fragment, type ReactNode } from 'react';
import type { Statement as StatementText } from '../../data/statements';
import { useFactsLocale } from './useFactsLocale';

/**
 * A statement's text with its `backticked` names (files, commands) as code and the dashboard's
 * **labels** in bold, as the pages set them.
 */
export function statementNodes(text: string): ReactNode {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? (
        <code key={index}>{part}</code>
      ) : (
        <Fragment key={index}>
          {part
            .split('**')
            .map((piece, inner) =>
              inner % 2 === 1 ? <strong key={inner}>{piece}</strong> : piece,
            )}
        </Fragment>
      ),
    );
}

/**
 * A statement from the statements module in the reader's language, as running
 * text: `<Statement text={statements.noObjectStorage} />`.
 */
export default function Statement({ text }: { text: StatementText }): ReactNode {
  return statementNodes(text[useFactsLocale()]);
}
