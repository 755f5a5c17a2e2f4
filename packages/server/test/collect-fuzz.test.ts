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

/**
 * A generated payload and what the README's compatibility rule says of it:
 * refused (4xx and an errMsg) or accepted with `events` events stored.
 */
type Payload = { body: string | Uint8Array; contentType?: string; accepted?: number };

const requiredBatchFields = ['deviceId', 'sessionId', 'events'];
const identityBatchFields = [...requiredBatchFields, 'windowId', 'appId', 'userId'];
const requiredEventFields = ['event', 'event_id'];

const refused = (body: string | Uint8Array, contentType?: string): Payload => ({
  body,
  contentType,
});
const accepted = (body: string, events: number): Payload => ({ body, accepted: events });

const mutations: (() => Payload)[] = [
  () => {
    const batch = makeBatch() as Record<string, unknown>;
    const key = pick(Object.keys(batch));
    delete batch[key];
    const body = JSON.stringify(batch);
    return requiredBatchFields.includes(key) ? refused(body) : accepted(body, 1);
  },
  () => {
    const batch = makeBatch() as Record<string, unknown>;
    const key = pick(Object.keys(batch));
    const value = wrongTypeFor(batch[key]);
    batch[key] = value;
    const body = JSON.stringify(batch);
    const refuses =
      requiredBatchFields.includes(key) || (identityBatchFields.includes(key) && value !== null);
    return refuses ? refused(body) : accepted(body, 1);
  },
  () => {
    const event = makeEvent() as Record<string, unknown>;
    const key = pick(Object.keys(event));
    if (next() < 0.5) delete event[key];
    else event[key] = wrongTypeFor(event[key]);
    const body = JSON.stringify(makeBatch({ events: [makeEvent(), event] }));
    return requiredEventFields.includes(key) ? refused(body) : accepted(body, 2);
  },
  () => accepted(JSON.stringify(makeBatch({ [`x${Math.floor(next() * 1e6)}`]: 1 })), 1),
  () => accepted(JSON.stringify(makeBatch()).replace('{', '{"__proto__":{"polluted":true},'), 1),
  () => refused('{"__proto__":{"deviceId":"x"},"constructor":{"prototype":{}}}'),
  () => {
    const text = JSON.stringify(makeBatch({}, 3));
    return refused(text.slice(0, 1 + Math.floor(next() * (text.length - 2))));
  },
  () =>
    refused(
      Uint8Array.from({ length: 1 + Math.floor(next() * 200) }, () => Math.floor(next() * 256)),
    ),
  () => refused('['.repeat(20_000) + ']'.repeat(20_000)),
  () => refused(JSON.stringify(makeBatch({ events: [] }))),
  () => {
    const event = makeEvent();
    return refused(JSON.stringify(makeBatch({ events: [event, event] })));
  },
  () =>
    refused(
      JSON.stringify(makeBatch()),
      pick(['text/plain', 'application/x-www-form-urlencoded', '']),
    ),
  () =>
    refused(JSON.stringify(makeBatch({ custom: { pad: 'x'.repeat(collectLimits.maxBodyBytes) } }))),
  () => {
    const value = pick([NaN, -1e12, 1e20, 3.25]);
    const body = JSON.stringify(
      makeBatch({ [pick(['screenWidth', 'tzOffset', 'sendTs'])]: value }),
    );
    // NaN turns into null in JSON: a missing field, which gets its default.
    return Number.isNaN(value) ? accepted(body, 1) : refused(body);
  },
  () => refused('\u0000'.repeat(10)),
  () => refused(JSON.stringify(makeBatch({ deviceId: '\u00e4\u00f6\u00fc' }))),
];

let server: TestCollector;
beforeAll(async () => {
  server = await startCollector();
});
afterAll(() => server.close());

it('answers 1,200 generated payloads as the compatibility rule says, and keeps serving', async () => {
  const payloads = Array.from({ length: 1200 }, () => pick(mutations)());
  const statuses = new Map<number, number>();
  let acceptedEvents = 0;
  for (let start = 0; start < payloads.length; start += 25) {
    await Promise.all(
      payloads.slice(start, start + 25).map(async (payload, offset) => {
        const response = await fetch(`${server.url}/lc_t`, {
          method: 'POST',
          headers: { 'Content-Type': payload.contentType ?? 'application/json' },
          body: payload.body as BodyInit,
        });
        const text = await response.text();
        const what = `payload ${start + offset}: ${String(payload.body).slice(0, 200)} → ${text}`;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (payload.accepted !== undefined) {
          expect(response.status, what).toBe(200);
          expect(JSON.parse(text), what).toEqual({
            ok: true,
            stored: payload.accepted,
            duplicates: 0,
          });
          acceptedEvents += payload.accepted;
          return;
        }
        expect(response.status, what).toBeGreaterThanOrEqual(400);
        expect(response.status, what).toBeLessThan(500);
        const body = JSON.parse(text) as { errMsg: { errorCode: number; hint: string } };
        expect(typeof body.errMsg.errorCode).toBe('number');
        expect(body.errMsg.hint.length).toBeGreaterThan(0);
      }),
    );
  }
  expect([...statuses.keys()].sort()).toEqual([200, 400, 413, 415]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect((await server.post(makeBatch())).status).toBe(200);
  expect((await server.sink.aggregate(0, Date.now() + 1000)).events).toBe(acceptedEvents + 1);
}, 60_000);
