import { barChart } from '../stats/html-report.js';
import { table } from '../stats/format-text.js';
import type { AgentFetchStats } from './counter.js';

const familiesOf = (row: AgentFetchStats['paths'][number]): string =>
  Object.entries(row.families)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([family, requests]) => `${family} ${requests}`)
    .join(', ');

const viaLabel: Record<string, string> = {
  file: '.md / llms.txt address',
  accept: 'Accept: text/markdown',
};

/** The agent part of `npm run stats`. */
export function formatAgentFetches(stats: AgentFetchStats): string {
  return [
    `Agent fetches (Markdown twins, llms.txt, llms-full.txt)  ${stats.requests}`,
    '',
    table(
      'By user agent',
      ['family', 'requests'],
      stats.families.map((row) => [row.family, row.requests]),
    ),
    table(
      'By way',
      ['asked by', 'requests'],
      stats.via.map((row) => [viaLabel[row.via] ?? row.via, row.requests]),
    ),
    table(
      'Top fetched paths',
      ['path', 'requests', 'user agents'],
      stats.paths.map((row) => [row.path, row.requests, familiesOf(row)]),
    ),
  ].join('\n');
}

/** The agent sections of the HTML report. */
export function agentFetchesHtml(stats: AgentFetchStats): string {
  return [
    barChart(
      `Agent fetches by user agent (${stats.requests} requests for .md, llms.txt, llms-full.txt)`,
      stats.families.map((row) => ({ label: row.family, value: row.requests })),
    ),
    barChart(
      'Agent fetches: top paths',
      stats.paths.map((row) => ({
        label: row.path,
        value: row.requests,
        text: `${row.requests} (${familiesOf(row)})`,
      })),
    ),
  ].join('\n');
}
