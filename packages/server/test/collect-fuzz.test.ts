import { afterAll, beforeAll, expect, it } from 'vitest';
import { collectLimits } from '../src/collect/limits.js';
import { makeBatch, makeEvent, startCollector, type TestCollector } from './helpers.js';

/** Deterministic PRNG (mulberry32), so a failing payload can be reproduced. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(20261122);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
const junkValues = [null, true, false, 0, -1, 1.5, 1e308, '', 'x', [], [1], {}, { a: 1 }];

/** A value whose JSON type differs from `value`'s (so the field turns invalid). */
function wrongTypeFor(value: unknown): unknown {
  const kind = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
  const candidates = junkValues.filter((v) => kind(v) !== kind(value));
  return pick(candidates);
}

type Payload = { body: string | Uint8Array; contentType?: string };

const mutations: (() => Payload)[] = [
  () => {
    const batch = makeBatch() as Record<string, unknown>;
    delete batch[pick(Object.keys(batch))];
    return { body: JSON.stringify(batch) };
  },
  () => {
    const batch = makeBatch() as Record<string, unknown>;
    const key = pick(Object.keys(batch));
    batch[key] = wrongTypeFor(batch[key]);
    return { body: JSON.stringify(batch) };
  },
  () => {
    const event = makeEvent() as Record<string, unknown>;
    const key = pick(Object.keys(event));
    if (next() < 0.5) delete event[key];
    else event[key] = wrongTypeFor(event[key]);
    return { body: JSON.stringify(makeBatch({ events: [makeEvent(), event] })) };
  },
  () => ({ body: JSON.stringify(makeBatch({ [`x${Math.floor(next() * 1e6)}`]: 1 })) }),
  () => ({ body: JSON.stringify(makeBatch()).replace('{', '{"__proto__":{"polluted":true},') }),
  () => ({ body: '{"__proto__":{"deviceId":"x"},"constructor":{"prototype":{}}}' }),
  () => {
    const text = JSON.stringify(makeBatch({}, 3));
    return { body: text.slice(0, 1 + Math.floor(next() * (text.length - 2))) };
  },
  () => ({
    body: Uint8Array.from({ length: 1 + Math.floor(next() * 200) }, () => Math.floor(next() * 256)),
  }),
  () => ({ body: '['.repeat(20_000) + ']'.repeat(20_000) }),
  () => ({ body: JSON.stringify(makeBatch({ events: [] })) }),
  () => {
    const event = makeEvent();
    return { body: JSON.stringify(makeBatch({ events: [event, event] })) };
  },
  () => ({
    body: JSON.stringify(makeBatch()),
    contentType: pick(['text/plain', 'application/x-www-form-urlencoded', '']),
  }),
  () => ({
    body: JSON.stringify(makeBatch({ custom: { pad: 'x'.repeat(collectLimits.maxBodyBytes) } })),
  }),
  () => ({
    body: JSON.stringify(
      makeBatch({ [pick(['screenWidth', 'tzOffset', 'sendTs'])]: pick([NaN, -1e12, 1e20, 3.25]) }),
    ),
  }),
  () => ({ body: '\u0000'.repeat(10) }),
  () => ({ body: JSON.stringify(makeBatch({ deviceId: '\u00e4\u00f6\u00fc' })) }),
];

let server: TestCollector;
beforeAll(async () => {
  server = await startCollector();
});
afterAll(() => server.close());

it('answers 1,200 generated malformed payloads with 4xx and a JSON error, and keeps serving', async () => {
  const payloads = Array.from({ length: 1200 }, () => pick(mutations)());
  const statuses = new Map<number, number>();
  for (let start = 0; start < payloads.length; start += 25) {
    await Promise.all(
      payloads.slice(start, start + 25).map(async (payload, offset) => {
        const response = await fetch(`${server.url}/lc_t`, {
          method: 'POST',
          headers: { 'Content-Type': payload.contentType ?? 'application/json' },
          body: payload.body as BodyInit,
        });
        const text = await response.text();
        const index = start + offset;
        expect(
          response.status,
          `payload ${index}: ${String(payload.body).slice(0, 200)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(response.status, `payload ${index}`).toBeLessThan(500);
        const body = JSON.parse(text) as { errMsg: { errorCode: number; hint: string } };
        expect(typeof body.errMsg.errorCode).toBe('number');
        expect(body.errMsg.hint.length).toBeGreaterThan(0);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }),
    );
  }
  expect([...statuses.keys()].sort()).toEqual([400, 413, 415]);
  expect((await server.post(makeBatch())).status).toBe(200);
  expect((await server.sink.aggregate(0, Date.now() + 1000)).events).toBe(1);
}, 60_000);
