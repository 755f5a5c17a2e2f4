import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.js';

export const locales = ['en', 'de', 'ja', 'ko'] as const;
export type Locale = (typeof locales)[number];

/**
 * The labels of the "Build and start" list, as each locale's guide writes them: the first
 * code span of the item is the command. A guide without the step item has nothing to run
 * before its build.
 */
const labels: Record<Locale, { steps: string; build: string; start: string }> = {
  en: { steps: 'Once, before the first push:', build: 'Build command:', start: 'Start command:' },
  de: { steps: 'Einmal vor dem ersten Push:', build: 'Build-Befehl:', start: 'Startbefehl:' },
  ja: { steps: '最初のプッシュの前に一度：', build: 'ビルドコマンド：', start: '起動コマンド：' },
  ko: { steps: '첫 푸시 전에 한 번:', build: '빌드 명령:', start: '시작 명령:' },
};

export interface GuideFile {
  path: string;
  content: string;
}

/** What a reader of the page gets: the project files and the commands, in order. */
export interface Guide {
  locale: Locale;
  markdown: string;
  files: GuideFile[];
  /** Commands run once before the first push (they create the lockfile). */
  steps: string[];
  build: string;
  start: string;
}

/** The Markdown twin of a page in the built site: `site/build/<locale>/<page>.md`. */
export function pageTwinPath(page: string, locale: Locale): string {
  const prefix = locale === 'en' ? [] : [locale];
  return join(repoRoot, 'site', 'build', ...prefix, `${page}.md`);
}

/** The Markdown twin of a guide in the built site: `site/build/<locale>/examples/<id>.md`. */
export function twinPath(id: string, locale: Locale): string {
  return pageTwinPath(`examples/${id}`, locale);
}

export function readGuide(id: string, locale: Locale): Guide {
  return readPage(twinPath(id, locale), locale);
}

/** A page that gives files and the labelled build and start commands, as a guide does. */
export function readPage(file: string, locale: Locale): Guide {
  let markdown: string;
  try {
    markdown = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: build the site first (npm run build)`);
  }
  return parseGuide(markdown, locale);
}

/** The fenced code blocks titled with a file name (`title="server.js"`), in page order. */
export function titledFiles(markdown: string): GuideFile[] {
  const files: GuideFile[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,}|~{3,})\S*\s+title="([^"]+)"\s*$/.exec(lines[i]!);
    if (!open) continue;
    const fence = open[1]!;
    const body: string[] = [];
    for (i++; i < lines.length && lines[i] !== fence; i++) body.push(lines[i]!);
    if (i === lines.length) throw new Error(`unclosed code block "${open[2]}"`);
    files.push({ path: open[2]!, content: `${body.join('\n')}\n` });
  }
  return files;
}

/** The text of the list item that opens with a bold label, or undefined. */
function labelledItem(markdown: string, label: string): string | undefined {
  const prefix = `- **${label}**`;
  return markdown
    .split('\n')
    .find((line) => line.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The inline code spans of a Markdown text, in order. */
export function codeSpans(text: string): string[] {
  return [...text.matchAll(/(`+)(?!`)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)].map((match) =>
    match[2]!.replace(/^ (.*) $/, '$1'),
  );
}

function commandOf(markdown: string, label: string, required: boolean): string | undefined {
  const item = labelledItem(markdown, label);
  if (item === undefined) {
    if (required) throw new Error(`the page has no list item "**${label}**"`);
    return undefined;
  }
  const command = codeSpans(item)[0];
  if (!command) throw new Error(`"**${label}**" names no command in code`);
  return command;
}

export function parseGuide(markdown: string, locale: Locale): Guide {
  const label = labels[locale];
  const step = commandOf(markdown, label.steps, false);
  return {
    locale,
    markdown,
    files: titledFiles(markdown),
    steps: step === undefined ? [] : [step],
    build: commandOf(markdown, label.build, true)!,
    start: commandOf(markdown, label.start, true)!,
  };
}

/**
 * What the page says a route answers: the list item that opens with the route in code
 * (`GET /`), its code spans after the route and the HTTP statuses it names.
 */
export function routeItem(markdown: string, route: string): { code: string[]; statuses: number[] } {
  const line = markdown.split('\n').find((text) => text.startsWith(`- \`${route}\``));
  if (!line) throw new Error(`the page lists no route \`${route}\``);
  const statuses = [...line.matchAll(/HTTP (\d{3})/g)].map((match) => Number(match[1]));
  return { code: codeSpans(line).slice(1), statuses };
}

/** The documented JSON answer of a route (its first code span that is JSON). */
export function documentedJson(markdown: string, route: string, index = 0): unknown {
  const json = routeItem(markdown, route).code.filter((code) => code.startsWith('{'));
  const text = json[index];
  if (text === undefined) throw new Error(`\`${route}\` documents no JSON answer #${index}`);
  // An ellipsis stands for a value or the rest of a list the page does not spell out.
  return JSON.parse(text.replaceAll('"…"', '"\\u2026"').replaceAll(',…]', ']'));
}

/** Statuses the page names in prose ("HTTP 415"), anywhere in the guide. */
export function namedStatuses(markdown: string): Set<number> {
  return new Set([...markdown.matchAll(/HTTP (\d{3})/g)].map((match) => Number(match[1])));
}
