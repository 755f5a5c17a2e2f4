import Link from '@docusaurus/Link';
import React, { Fragment, type ReactNode } from 'react';
import type { Statement as StatementText } from '../../data/statements';
import { useFactsLocale } from './useFactsLocale';

/** `[label](/path#anchor)`: a link to another page of the docs, in the reader's locale. */
const linkPattern = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** The dashboard's **labels** in bold. */
function boldNodes(text: string): ReactNode[] {
  return text
    .split('**')
    .map((piece, index) => (index % 2 === 1 ? <strong key={index}>{piece}</strong> : piece));
}

/**
 * A statement's text with its `backticked` names (files, commands) as code, the dashboard's
 * **labels** in bold and its [cross-references](/path) as links, as the pages set them. A
 * reference is a link because the table of other hosts' answers renders statements too, where
 * no page text beside them could carry it.
 */
export function statementNodes(text: string): ReactNode {
  return text.split('`').map((part, index) => {
    if (index % 2 === 1) return <code key={index}>{part}</code>;
    const nodes: ReactNode[] = [];
    let last = 0;
    for (const match of part.matchAll(linkPattern)) {
      nodes.push(...boldNodes(part.slice(last, match.index)));
      // Underlined wherever the statement stands (a paragraph, a table cell, a block of its own):
      // told apart from the text without relying on colour.
      nodes.push(
        <Link to={match[2]!} className="statement-link">
          {match[1]}
        </Link>,
      );
      last = match.index + match[0].length;
    }
    nodes.push(...boldNodes(part.slice(last)));
    return (
      <Fragment key={index}>
        {nodes.map((node, inner) => (
          <Fragment key={inner}>{node}</Fragment>
        ))}
      </Fragment>
    );
  });
}

/**
 * A statement from the statements module in the reader's language, as running
 * text: `<Statement text={statements.noObjectStorage} />`.
 */
export default function Statement({ text }: { text: StatementText }): ReactNode {
  return statementNodes(text[useFactsLocale()]);
}
