/**
 * The rule that pages render statements and named values instead of typing
 * them: a sentence of a statement (src/data/statements.ts) or a name the
 * platform defines (an environment variable, a hostname, a GitHub permission)
 * typed into a page is a copy that drifts when the data changes.
 */
import type { Nodes } from 'mdast';
import { visit } from 'unist-util-visit';
import { brand } from '../../src/data/brand';
import { recipients } from '../../src/data/legal';
import {
  deployHook,
  gitHubAppPermissions,
  networking,
  platform,
  regions,
} from '../../src/data/platform';
import type { Locale } from '../../src/data/site';
import type { Statement } from '../../src/data/statements';
import type { DocPage } from './pages';

/** A statement's sentences, each long enough that a page cannot say it by chance. */
export function statementSentences(statement: Statement, locale: Locale): string[] {
  return statement[locale]
    .split(/(?<=[.。:：;；])\s*/u)
    .map((sentence) => sentence.replace(/[.。:：;；]$/u, '').trim())
    .filter((sentence) => sentence.length >= 20);
}

/** Names the pages render from the data and never type outside code examples. */
export const renderedNames: readonly string[] = [
  ...Object.values(platform.environmentVariables).filter(
    (value): value is Extract<typeof value, string> => typeof value === 'string',
  ),
  // The project's path: a page that types it drifts from the rule that models are baked there.
  platform.runtimeImage.projectDir,
  networking.healthCheckHost,
  networking.previewHostname,
  networking.privateHostname,
  // The CNAME target, as a pattern and rendered for every region.
  networking.cnameTarget,
  ...regions.map((region) => networking.cnameTarget.replace('<region>', region.id)),
  deployHook.url,
  // The libpq parameters that check a database's certificate: a typed copy lost sslrootcert once.
  platform.postgres.verifiedTlsParameters,
  // The metrics endpoint's host and the webhook signature's header, which the observability page renders.
  platform.observability.prometheus.host,
  platform.observability.alertWebhook.signatureHeader,
  platform.support.statusPageUrl,
  // One deployment id format: the support example and the log drain line render it.
  platform.build.exampleDeploymentId,
  brand.email.security,
  ...recipients.flatMap((processor) =>
    typeof processor.name === 'string' ? [processor.name] : [],
  ),
  // Example addresses: a page that types one loses the note that the dashboard shows the real ones.
  ...networking.exampleApexIPv4,
  ...networking.exampleApexIPv6,
  // The verification record's name, which the DNS tables and the `dig` commands render.
  networking.verificationRecord,
  // Single words (Contents, Deployments) are ordinary prose; the compound names are not.
  ...gitHubAppPermissions.map((permission) => permission.name).filter((name) => /[ :]/.test(name)),
];

/** The page's typed text without its code examples (code may show a value the reader types). */
export function typedProse(page: DocPage): string {
  let text = page.typedText;
  visit(page.tree, (node: Nodes) => {
    const isCode =
      node.type === 'code' ||
      ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        (node.name === 'CodeBlock' || node.name === 'pre'));
    const { start, end } = node.position ?? {};
    if (!isCode || start?.offset === undefined || end?.offset === undefined) return;
    text =
      text.slice(0, start.offset) +
      text.slice(start.offset, end.offset).replace(/[^\n]/g, ' ') +
      text.slice(end.offset);
  });
  return text;
}

export interface TypedCopy {
  line: number;
  copy: string;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ');

/** Every statement sentence and rendered name the page types, with its line. */
export function findTypedCopies(
  page: DocPage,
  statementList: readonly Statement[],
  names: readonly string[] = renderedNames,
): TypedCopy[] {
  const prose = typedProse(page);
  const locale = page.locale;
  const found: TypedCopy[] = [];
  const lineOf = (index: number) => prose.slice(0, index).split('\n').length;
  for (const name of names) {
    // A whole name: PORT in SUPPORT or in PORT_HTTP is another word.
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const match of prose.matchAll(new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, 'g')))
      found.push({ line: lineOf(match.index), copy: name });
  }
  // Statements may be wrapped over lines by Prettier: compare with whitespace collapsed.
  const flat = normalise(prose);
  for (const statement of statementList)
    for (const sentence of statementSentences(statement, locale))
      if (flat.includes(normalise(sentence))) found.push({ line: 0, copy: sentence });
  return found;
}
