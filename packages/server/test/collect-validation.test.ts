import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollectError } from '../src/collect/errors.js';
import { collectLimits } from '../src/collect/limits.js';
import { ToleranceLog } from '../src/collect/tolerance.js';
import { makeBatch, makeEvent, startCollector, storedRow, type TestCollector } from './helpers.js';

let server: TestCollector;
beforeAll(async () => {
  server = await startCollector();
});
afterAll(() => server.close());

async function expectError(response: Response, status: number, code: number, hint?: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { errMsg: { errorCode: number; hint: string } };
  expect(body.errMsg.errorCode).toBe(code);
  expect(typeof body.errMsg.hint).toBe('string');
  if (hint) expect(body.errMsg.hint).toMatch(hint);
  return body;
}

const invalid = (response: Response, hint?: RegExp) =>
  expectError(response, 400, CollectError.invalidBatch, hint);

describe('POST /lc_t accepts a valid batch', () => {
  it('answers 200 with JSON after storing every event', async () => {
    const response = await server.post(makeBatch({}, 20));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, stored: 20, duplicates: 0 });
  });

  it('accepts the declared-but-unused fields and ignores them', async () => {
    const response = await server.post(
      makeBatch({
        ip: '',
        country: '',
        city: '',
        subdivision: '',
        userName: '',
        userEmail: '',
        userIsNew: false,
      }),
    );
    expect(response.status).toBe(200);
  });

  it('accepts a content type with charset', async () => {
    const response = await server.post(makeBatch(), {
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect(response.status).toBe(200);
  });
});

describe('POST /lc_t refuses what is not a JSON batch', () => {
  it('refuses other methods', async () => {
    const response = await fetch(`${server.url}/lc_t`);
    await expectError(response, 405, CollectError.methodNotAllowed);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('refuses a body that is not declared JSON', async () => {
    await expectError(
      await server.post(makeBatch(), { 'Content-Type': 'text/plain' }),
      415,
      CollectError.notJson,
    );
  });

  it('refuses a body over the limit, declared or streamed', async () => {
    const big = JSON.stringify(
      makeBatch({ custom: { pad: 'x'.repeat(collectLimits.maxBodyBytes) } }),
    );
    await expectError(await server.post(big), 413, CollectError.tooLarge);
    // Without Content-Length (chunked), the limit is enforced while reading.
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const response = await fetch(`${server.url}/lc_t`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectError(response, 413, CollectError.tooLarge);
  });

  it('accepts a body of exactly the limit', async () => {
    const batch = makeBatch({ custom: { pad: '' } });
    const pad = 'x'.repeat(collectLimits.maxBodyBytes - Buffer.byteLength(JSON.stringify(batch)));
    const body = JSON.stringify({ ...batch, custom: { pad } });
    expect(Buffer.byteLength(body)).toBe(collectLimits.maxBodyBytes);
    expect((await server.post(body)).status).toBe(200);
    await expectError(
      await server.post(body.replace('"pad":"', '"pad":"x')),
      413,
      CollectError.tooLarge,
    );
  });

  it('refuses malformed JSON', async () => {
    await expectError(await server.post('{"deviceId":'), 400, CollectError.invalidJson);
  });

  it.each([['[]'], ['null'], ['42'], ['"batch"']])(
    'refuses the non-object body %s',
    async (body) => {
      await invalid(await server.post(body), /JSON object/);
    },
  );
});

const batchKeys = Object.keys(makeBatch());
const stringFields = batchKeys.filter(
  (key) => typeof (makeBatch() as Record<string, unknown>)[key] === 'string',
);
const requiredIds = ['deviceId', 'sessionId'];
const optionalIds = ['windowId', 'appId'];
const identityFields = [...requiredIds, ...optionalIds, 'userId'];
const urlFields = ['referrer', 'deviceReferrer', 'sessionReferrer'];

/** Posts a batch, expects 200 and returns the stored row of its first event. */
async function accepted(batch: Record<string, unknown>) {
  const response = await server.post(batch);
  expect(response.status, await response.clone().text()).toBe(200);
  const [first] = batch.events as { event_id: string }[];
  const row = storedRow(server, first!.event_id);
  expect(row, 'the event was stored').toBeDefined();
  return { row: row!, context: JSON.parse(row!.context) as Record<string, unknown> };
}

describe('the compatibility rule: what refuses a batch', () => {
  it.each([...requiredIds, 'events'])('refuses a batch without %s', async (key) => {
    const batch = makeBatch() as Record<string, unknown>;
    delete batch[key];
    await invalid(await server.post(batch), new RegExp(`missing field ${key}`));
    await invalid(await server.post({ ...batch, [key]: null }), new RegExp(key));
  });

  it.each(identityFields)('refuses %s of another type', async (key) => {
    await invalid(
      await server.post(makeBatch({ [key]: 7 })),
      new RegExp(`${key} must be a string`),
    );
  });

  it.each(stringFields.filter((key) => !identityFields.includes(key)))(
    'refuses %s longer than its limit',
    async (key) => {
      const limit = urlFields.includes(key)
        ? collectLimits.maxUrlLength
        : collectLimits.maxTextLength;
      await invalid(await server.post(makeBatch({ [key]: 'a'.repeat(limit + 1) })), /longer than/);
      expect((await server.post(makeBatch({ [key]: 'a'.repeat(limit) }))).status).toBe(200);
    },
  );

  it.each(requiredIds)('refuses an empty, spaced or overlong %s', async (key) => {
    await invalid(await server.post(makeBatch({ [key]: '' })), /must not be empty/);
    await invalid(await server.post(makeBatch({ [key]: 'a b' })), /printable ASCII/);
    await invalid(
      await server.post(makeBatch({ [key]: 'a'.repeat(collectLimits.maxIdLength + 1) })),
      /longer than/,
    );
  });

  it.each(optionalIds)('refuses a spaced or overlong %s, and takes it empty', async (key) => {
    await invalid(await server.post(makeBatch({ [key]: 'a b' })), /printable ASCII/);
    await invalid(
      await server.post(makeBatch({ [key]: 'a'.repeat(collectLimits.maxIdLength + 1) })),
      /longer than/,
    );
    expect((await server.post(makeBatch({ [key]: '' }))).status).toBe(200);
  });

  it('accepts any userId up to the id limit, empty when logged out', async () => {
    expect((await server.post(makeBatch({ userId: '' }))).status).toBe(200);
    expect((await server.post(makeBatch({ userId: 'Jürgen Müller' }))).status).toBe(200);
    await invalid(
      await server.post(makeBatch({ userId: 'u'.repeat(collectLimits.maxIdLength + 1) })),
      /userId is longer/,
    );
  });

  it.each([
    ['screenWidth', -1],
    ['screenWidth', 1.5],
    ['screenHeight', collectLimits.maxScreenPixels + 1],
    ['tzOffset', collectLimits.maxTzOffsetMinutes + 1],
    ['tzOffset', -collectLimits.maxTzOffsetMinutes - 1],
    ['sendTs', collectLimits.minTimestampMs - 1],
    ['sendTs', collectLimits.maxTimestampMs + 1],
  ])('refuses %s = %j (out of range)', async (key, value) => {
    await invalid(
      await server.post(makeBatch({ [key]: value })),
      new RegExp(`${key} must be an integer`),
    );
  });

  it('refuses ugCustom with too many entries, an empty key or an overlong value', async () => {
    const many = Object.fromEntries(
      Array.from({ length: collectLimits.maxUgCustomEntries + 1 }, (_, i) => [`k${i}`, 'v']),
    );
    await invalid(await server.post(makeBatch({ ugCustom: many })), /more than/);
    await invalid(await server.post(makeBatch({ ugCustom: { '': 'v' } })), /keys must have/);
    await invalid(
      await server.post(
        makeBatch({ ugCustom: { a: 'v'.repeat(collectLimits.maxTextLength + 1) } }),
      ),
      /ugCustom\.a is longer/,
    );
    expect((await server.post(makeBatch({ ugCustom: { source: 'blog' } }))).status).toBe(200);
  });
});

describe('the compatibility rule: what a batch may carry (version skew)', () => {
  it('keeps an unknown field in the stored context, counts it and logs it once', async () => {
    const lines: string[] = [];
    const tolerance = new ToleranceLog((line) => lines.push(line));
    const own = await startCollector({ tolerance });
    const batch = makeBatch({ someFutureField: 'x', nested: { a: [1, 2] } });
    const response = await own.post(batch);
    expect(response.status).toBe(200);
    expect(await own.post(makeBatch({ someFutureField: 'y' }))).toHaveProperty('status', 200);
    const row = storedRow(own, batch.events[0]!.event_id)!;
    expect(JSON.parse(row.context)._unknown).toEqual({
      someFutureField: 'x',
      nested: { a: [1, 2] },
    });
    expect(tolerance.snapshot().unknown).toEqual({ someFutureField: 2, nested: 1 });
    expect(lines.filter((line) => line.includes('"someFutureField"'))).toHaveLength(1);
    await own.close();
  });

  it.each(batchKeys.filter((key) => ![...requiredIds, 'events', 'sendTs'].includes(key)))(
    'takes a batch without %s, with its default',
    async (key) => {
      const batch = makeBatch() as Record<string, unknown>;
      delete batch[key];
      const { row, context } = await accepted(batch);
      const column: Record<string, string> = {
        appId: 'app_id',
        windowId: 'window_id',
        referrer: 'referrer',
        sessionReferrer: 'session_referrer',
        utmSource: 'utm_source',
        utmMedium: 'utm_medium',
        utmCampaign: 'utm_campaign',
        lcT: 'lc_t',
      };
      const expected = { loggedIn: false, screenWidth: 0, screenHeight: 0, tzOffset: 0 } as Record<
        string,
        unknown
      >;
      const stored = column[key] !== undefined ? row[column[key]] : context[key];
      const fallback = ['custom', 'ugCustom'].includes(key) ? {} : (expected[key] ?? '');
      expect(stored).toEqual(fallback);
    },
  );

  it('takes a batch without sendTs: the receive time, and the events keep their ts', async () => {
    const batch = makeBatch() as Record<string, unknown>;
    delete batch.sendTs;
    const before = Date.now();
    const { row, context } = await accepted(batch);
    expect(context.sendTs).toBeGreaterThanOrEqual(before);
    expect(row.ts).toBe((batch.events as { ts: number }[])[0]!.ts);
  });

  it.each(stringFields.filter((key) => !identityFields.includes(key)))(
    'takes %s of another type: default stored, value kept under _mistyped',
    async (key) => {
      const { context } = await accepted(makeBatch({ [key]: 7 }));
      expect(context._mistyped).toEqual({ [key]: 7 });
    },
  );

  it.each([
    ['loggedIn', 'true', false],
    ['screenHeight', '1080', 0],
    ['custom', ['a'], {}],
    ['ugCustom', 'blog', {}],
  ])('takes %s = %j: the default, the value kept', async (key, value, fallback) => {
    const { context } = await accepted(makeBatch({ [key]: value }));
    expect(context[key]).toEqual(fallback);
    expect(context._mistyped).toEqual({ [key]: value });
  });

  it('keeps the string entries of ugCustom and the others under _mistyped', async () => {
    const { context } = await accepted(makeBatch({ ugCustom: { a: 1, b: 'two' } }));
    expect(context.ugCustom).toEqual({ b: 'two' });
    expect(context._mistyped).toEqual({ 'ugCustom.a': 1 });
  });

  it('keeps keys that only exist on prototypes as plain data', async () => {
    const batch = makeBatch();
    const text = JSON.stringify(batch).replace(
      '{',
      '{"__proto__":{"polluted":true},"constructor":1,',
    );
    expect((await server.post(text)).status).toBe(200);
    const row = storedRow(server, batch.events[0]!.event_id)!;
    expect(JSON.parse(row.context)._unknown).toEqual(
      JSON.parse('{"__proto__":{"polluted":true},"constructor":1}'),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['ip', 5],
    ['country', false],
    ['userEmail', {}],
    ['userIsNew', 'yes'],
  ])('takes the declared field %s of any type and never stores it', async (key, value) => {
    const { context } = await accepted(makeBatch({ [key]: value }));
    expect(JSON.stringify(context)).not.toContain(key);
  });
});

describe('the compatibility rule for events', () => {
  const eventKeys = Object.keys(makeEvent());

  it('refuses events that are not a non-empty list within the limit', async () => {
    await invalid(await server.post(makeBatch({ events: {} })), /events must be a list/);
    await invalid(await server.post(makeBatch({ events: [] })), /must not be empty/);
    await invalid(
      await server.post(makeBatch({}, collectLimits.maxEventsPerBatch + 1)),
      /more than/,
    );
    expect((await server.post(makeBatch({}, collectLimits.maxEventsPerBatch))).status).toBe(200);
    await invalid(
      await server.post(makeBatch({ events: ['page_enter'] })),
      /events\[0\] must be an object/,
    );
  });

  it.each(['event', 'event_id'])('refuses an event without %s or of another type', async (key) => {
    const event = makeEvent() as Record<string, unknown>;
    delete event[key];
    await invalid(
      await server.post(makeBatch({ events: [makeEvent(), event] })),
      new RegExp(`missing field events\\[1\\]\\.${key}`),
    );
    await invalid(
      await server.post(makeBatch({ events: [makeEvent({ [key]: 1 })] })),
      new RegExp(`events\\[0\\]\\.${key} must be a string`),
    );
  });

  it.each(eventKeys.filter((key) => !['event', 'event_id', 'ts'].includes(key)))(
    'takes an event without %s, with its default',
    async (key) => {
      const event = makeEvent() as Record<string, unknown>;
      delete event[key];
      const { row } = await accepted(makeBatch({ events: [event] }));
      const column = { prev_url: 'prev_url', page_type: 'page_type' }[key] ?? key;
      expect(row[column]).toBe(key === 'params' ? '{}' : '');
    },
  );

  it("takes an event without ts or with a ts of another type: the batch's sendTs", async () => {
    const event = makeEvent() as Record<string, unknown>;
    delete event.ts;
    const { row } = await accepted(makeBatch({ sendTs: 1_800_000_000_000, events: [event] }));
    expect(row.ts).toBe(1_800_000_000_000);
    const { row: other, context } = await accepted(
      makeBatch({ sendTs: 1_800_000_000_001, events: [makeEvent({ ts: 'now' })] }),
    );
    expect(other.ts).toBe(1_800_000_000_001);
    expect(context._mistyped).toEqual({ 'event.ts': 'now' });
  });

  it('keeps an unknown event field under _eventUnknown of that event only', async () => {
    const plain = makeEvent();
    const future = makeEvent({ scrollDepth: 0.5 });
    await accepted(makeBatch({ events: [plain, future] }));
    const row = storedRow(server, future.event_id)!;
    expect(JSON.parse(row.context)._eventUnknown).toEqual({ scrollDepth: 0.5 });
    expect(JSON.parse(storedRow(server, plain.event_id)!.context)._eventUnknown).toBeUndefined();
  });

  it.each(eventKeys.filter((key) => !['event', 'event_id', 'params', 'ts'].includes(key)))(
    'takes event %s of another type: default stored, value kept',
    async (key) => {
      const { row, context } = await accepted(makeBatch({ events: [makeEvent({ [key]: 1 })] }));
      expect(row[key]).toBe('');
      expect(context._mistyped).toEqual({ [`event.${key}`]: 1 });
    },
  );

  it('refuses an empty or overlong event name', async () => {
    await invalid(
      await server.post(makeBatch({ events: [makeEvent({ event: '' })] })),
      /must not be empty/,
    );
    await invalid(
      await server.post(
        makeBatch({
          events: [makeEvent({ event: 'e'.repeat(collectLimits.maxEventNameLength + 1) })],
        }),
      ),
      /longer than/,
    );
  });

  it('takes params that are not an object as {}', async () => {
    const { row, context } = await accepted(makeBatch({ events: [makeEvent({ params: [] })] }));
    expect(row.params).toBe('{}');
    expect(context._mistyped).toEqual({ 'event.params': [] });
  });

  it.each([[-1], [1.5], [collectLimits.maxTimestampMs + 1]])(
    'refuses event ts = %j (out of range)',
    async (ts) => {
      await invalid(
        await server.post(makeBatch({ events: [makeEvent({ ts })] })),
        /ts must be an integer/,
      );
    },
  );

  it('refuses an overlong url and a spaced event_id', async () => {
    await invalid(
      await server.post(
        makeBatch({ events: [makeEvent({ url: 'u'.repeat(collectLimits.maxUrlLength + 1) })] }),
      ),
      /url is longer/,
    );
    await invalid(
      await server.post(makeBatch({ events: [makeEvent({ event_id: 'a b' })] })),
      /event_id/,
    );
  });

  it('refuses the same event_id twice in one batch', async () => {
    const event = makeEvent();
    await invalid(await server.post(makeBatch({ events: [event, event] })), /repeats/);
  });
});
