import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { documentedJson, namedStatuses, pageTwinPath, routeItem } from './guide.js';

export interface Answer {
  status: number;
  type: string | null;
  body: Buffer;
  json(): unknown;
}

/** The error fetch gives when the server closed a kept-alive connection as the request went out. */
const closedKeptAlive = (error: unknown): boolean =>
  error instanceof TypeError &&
  (error.cause as { code?: string } | undefined)?.code === 'UND_ERR_SOCKET';

export async function request(url: string, init?: RequestInit): Promise<Answer> {
  // Once more on a new connection, as browsers do: a server closes an idle kept-alive connection
  // after its keep-alive time (5 s in Node), and on a loaded machine the next request met it
  // closing (a guide's test failed with "other side closed" in a clean-clone run).
  const response = await fetch(url, init).catch((error: unknown) => {
    if (closedKeptAlive(error)) return fetch(url, init);
    throw error;
  });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body,
    json: () => JSON.parse(body.toString('utf8')) as unknown,
  };
}

export const postJson = (url: string, body: string, contentType = 'application/json') =>
  request(url, { method: 'POST', headers: { 'content-type': contentType }, body });

/** True when `actual` is what the page shows; a "…" on the page stands for any string. */
export function matchesDocumented(actual: unknown, documented: unknown): boolean {
  if (documented === '…') return typeof actual === 'string';
  if (Array.isArray(documented)) {
    return (
      Array.isArray(actual) &&
      documented.every((item, index) => matchesDocumented(actual[index], item))
    );
  }
  if (documented !== null && typeof documented === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const keys = Object.keys(documented);
    return (
      keys.length === Object.keys(actual).length &&
      keys.every((key) =>
        matchesDocumented(
          (actual as Record<string, unknown>)[key],
          (documented as Record<string, unknown>)[key],
        ),
      )
    );
  }
  return actual === documented;
}

/** GET / answers 200 with the JSON the page shows for `GET /`. */
export async function expectDocumentedHealth(baseUrl: string, markdown: string): Promise<void> {
  const answer = await request(`${baseUrl}/`);
  expect(answer.status).toBe(200);
  const documented = documentedJson(markdown, 'GET /');
  expect(matchesDocumented(answer.json(), documented), JSON.stringify(answer.json())).toBe(true);
}

/** An error answer: a status the page names, and a JSON object with an `error` field. */
export function expectDocumentedError(answer: Answer, status: number, markdown: string): void {
  expect(namedStatuses(markdown), `the page names HTTP ${status}`).toContain(status);
  expect(answer.status).toBe(status);
  expect(answer.json()).toHaveProperty('error');
}

/**
 * The greetings API the framework guides share, as the page states it: the request body and
 * answer of `POST /api/greetings` come from the page; bad input gets the statuses the page names.
 */
export async function expectDocumentedGreetings(
  baseUrl: string,
  markdown: string,
  invalid: { notJson: number; badName: number },
): Promise<void> {
  const url = `${baseUrl}/api/greetings`;
  const item = routeItem(markdown, 'POST /api/greetings');
  const [body, answer] = item.code.filter((code) => code.startsWith('{'));
  expect(item.statuses).toHaveLength(1);
  const created = await postJson(url, body!);
  expect(created.status).toBe(item.statuses[0]);
  expect(created.json()).toEqual(JSON.parse(answer!));

  // The limit counts characters: 80 of them pass, however many bytes or UTF-16 units they take.
  const longest = 'ü'.repeat(40) + '😀'.repeat(40);
  const accepted = await postJson(url, JSON.stringify({ name: longest }));
  expect(accepted.status, accepted.body.toString()).toBe(item.statuses[0]);
  expect(JSON.stringify(accepted.json())).toContain(longest);

  expectDocumentedError(await postJson(url, 'name=Ada', 'text/plain'), invalid.notJson, markdown);
  // A missing, an empty and an overlong name.
  for (const bad of ['{}', '{"name":""}', JSON.stringify({ name: 'x'.repeat(81) })]) {
    expectDocumentedError(await postJson(url, bad), invalid.badName, markdown);
  }
}

/**
 * The overview's table of what each framework example answers outside its routes (an unknown
 * path, another method on `/api/greetings`), read from the product locale's twin. A cell is
 * "HTTP <status>, <kind>"; the kind is matched by these German words.
 */
const overviewKinds: [RegExp, (answer: Answer, match: RegExpExecArray) => void][] = [
  [
    /JSON mit `(\w+)`/,
    (answer, [, field]) => {
      expect(answer.type).toMatch(/^application\/json/);
      expect(answer.json()).toHaveProperty(field!);
    },
  ],
  [/HTML-Seite/, (answer) => expectBody(answer, /^text\/html/)],
  [/reiner Text/, (answer) => expectBody(answer, /^text\/plain/)],
  [/leerer Body/, (answer) => expect(answer.body.length).toBe(0)],
];

function expectBody(answer: Answer, type: RegExp): void {
  expect(answer.type).toMatch(type);
  expect(answer.body.length).toBeGreaterThan(0);
}

function expectOverviewCell(answer: Answer, cell: string, what: string): void {
  const status = /HTTP (\d{3})/.exec(cell);
  expect(status, `${what}: a status in "${cell}"`).not.toBeNull();
  expect(answer.status, `${what}: ${answer.body.toString()}`).toBe(Number(status![1]));
  const kinds = overviewKinds.flatMap(([pattern, check]) => {
    const match = pattern.exec(cell);
    return match ? [() => check(answer, match)] : [];
  });
  expect(kinds, `${what}: one known kind of answer in "${cell}"`).toHaveLength(1);
  kinds[0]!();
}

/** An unknown path and another method on `/api/greetings` get what the overview's table says. */
export async function expectOverviewUnknownRoutes(baseUrl: string, example: string): Promise<void> {
  const overview = readFileSync(pageTwinPath('examples/index', 'de'), 'utf8');
  const row = overview
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .find((cells) => cells[0] === '' && cells[1] === example);
  expect(row, `the overview's table has a row for ${example}`).toBeDefined();
  const [, , unknownPath, otherMethod] = row!;
  expectOverviewCell(
    await request(`${baseUrl}/no-such-path`),
    unknownPath!,
    `${example}, unknown path`,
  );
  expectOverviewCell(
    await request(`${baseUrl}/api/greetings`, { method: 'DELETE' }),
    otherMethod!,
    `${example}, DELETE /api/greetings`,
  );
}
