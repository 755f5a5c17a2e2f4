import { barChart } from '../stats/html-report.js';
import { table } from '../stats/format-text.js';
import { count, type Lang } from '../stats/messages.js';
import type { AgentFetchStats } from './counter.js';

const familiesOf = (row: AgentFetchStats['paths'][number], lang: Lang): string =>
  Object.entries(row.families)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([family, requests]) => `${family} ${count(requests, lang)}`)
    .join(', ');

const words = {
  en: {
    title: 'Agent fetches (Markdown twins, llms.txt, llms-full.txt, MCP)',
    byAgent: 'By user agent',
    byWay: 'By way',
    topPaths: 'Top fetched paths',
    family: 'family',
    requests: 'requests',
    askedBy: 'asked by',
    path: 'path',
    agents: 'user agents',
    chart: (requests: string) =>
      `Agent fetches by user agent (${requests} requests for .md, llms.txt, llms-full.txt, MCP)`,
    chartPaths: 'Agent fetches: top paths',
    chartWays: 'Agent fetches by way (Markdown address, Accept header, MCP)',
    file: '.md / llms.txt address',
    mcp: 'MCP (search, get_page)',
  },
  de: {
    title: 'Abrufe durch Agenten (Markdown-Zwillinge, llms.txt, llms-full.txt, MCP)',
    byAgent: 'Nach User-Agent',
    byWay: 'Nach Art',
    topPaths: 'Meistabgerufene Pfade',
    family: 'Familie',
    requests: 'Anfragen',
    askedBy: 'angefragt über',
    path: 'Pfad',
    agents: 'User-Agents',
    chart: (requests: string) =>
      `Abrufe durch Agenten nach User-Agent (${requests} Anfragen für .md, llms.txt, llms-full.txt, MCP)`,
    chartPaths: 'Abrufe durch Agenten: meistabgerufene Pfade',
    chartWays: 'Abrufe durch Agenten nach Art (Markdown-Adresse, Accept-Header, MCP)',
    file: 'Adresse .md / llms.txt',
    mcp: 'MCP (search, get_page)',
  },
};

const viaLabel = (via: string, lang: Lang) =>
  via === 'file' || via === 'mcp'
    ? words[lang][via]
    : via === 'accept'
      ? 'Accept: text/markdown'
      : via;

/** The agent part of `npm run stats`. */
export function formatAgentFetches(stats: AgentFetchStats, lang: Lang = 'en'): string {
  const w = words[lang];
  return [
    `${w.title}  ${count(stats.requests, lang)}`,
    '',
    table(
      lang,
      w.byAgent,
      [w.family, w.requests],
      stats.families.map((row) => [row.family, row.requests]),
    ),
    table(
      lang,
      w.byWay,
      [w.askedBy, w.requests],
      stats.via.map((row) => [viaLabel(row.via, lang), row.requests]),
    ),
    table(
      lang,
      w.topPaths,
      [w.path, w.requests, w.agents],
      stats.paths.map((row) => [row.path, row.requests, familiesOf(row, lang)]),
    ),
  ].join('\n');
}

/** The agent sections of the HTML report and the dashboard: by user agent, by way, by path. */
export function agentFetchesHtml(stats: AgentFetchStats, lang: Lang = 'en'): string {
  const w = words[lang];
  return [
    barChart(
      w.chart(count(stats.requests, lang)),
      stats.families.map((row) => ({ label: row.family, value: row.requests })),
      lang,
    ),
    barChart(
      w.chartWays,
      stats.via.map((row) => ({ label: viaLabel(row.via, lang), value: row.requests })),
      lang,
    ),
    barChart(
      w.chartPaths,
      stats.paths.map((row) => ({
        label: row.path,
        value: row.requests,
        text: `${count(row.requests, lang)} (${familiesOf(row, lang)})`,
      })),
      lang,
    ),
  ].join('\n');
}
