import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollectError } from '../src/collect/errors.js';
import { collectLimits } from '../src/collect/limits.js';
import { makeBatch, makeEvent, startCollector, type TestCollector } from './helpers.js';

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
const idFields = ['deviceId', 'sessionId', 'windowId', 'appId'];
const urlFields = ['referrer', 'deviceReferrer', 'sessionReferrer'];

describe('every batch field is validated', () => {
  it.each(batchKeys)('refuses a batch without %s', async (key) => {
    const batch = makeBatch() as Record<string, unknown>;
    delete batch[key];
    await invalid(await server.post(batch), new RegExp(key));
  });

  it('refuses an unknown field', async () => {
    await invalid(
      await server.post(makeBatch({ visitorIp: '1.2.3.4' })),
      /unknown field visitorIp/,
    );
  });

  it.each(stringFields)('refuses %s that is not a string', async (key) => {
    await invalid(await server.post(makeBatch({ [key]: 7 })), new RegExp(key));
  });

  it.each(stringFields.filter((key) => !idFields.includes(key) && key !== 'userId'))(
    'refuses %s longer than its limit',
    async (key) => {
      const limit = urlFields.includes(key)
        ? collectLimits.maxUrlLength
        : collectLimits.maxTextLength;
      await invalid(await server.post(makeBatch({ [key]: 'a'.repeat(limit + 1) })), /longer than/);
      expect((await server.post(makeBatch({ [key]: 'a'.repeat(limit) }))).status).toBe(200);
    },
  );

  it.each(idFields)('refuses an empty, spaced or overlong %s', async (key) => {
    await invalid(await server.post(makeBatch({ [key]: '' })), /must not be empty/);
    await invalid(await server.post(makeBatch({ [key]: 'a b' })), /printable ASCII/);
    await invalid(
      await server.post(makeBatch({ [key]: 'a'.repeat(collectLimits.maxIdLength + 1) })),
      /longer than/,
    );
  });

  it('accepts any userId up to the id limit, empty when logged out', async () => {
    expect((await server.post(makeBatch({ userId: '' }))).status).toBe(200);
    expect((await server.post(makeBatch({ userId: 'Jürgen Müller' }))).status).toBe(200);
    await invalid(
      await server.post(makeBatch({ userId: 'u'.repeat(collectLimits.maxIdLength + 1) })),
      /userId is longer/,
    );
  });

  it('refuses keys that only exist on prototypes', async () => {
    const text = JSON.stringify(makeBatch());
    await invalid(
      await server.post(text.replace('{', '{"__proto__":{},')),
      /unknown field __proto__/,
    );
    await invalid(
      await server.post(text.replace('{', '{"constructor":1,')),
      /unknown field constructor/,
    );
  });

  it('refuses loggedIn that is not a boolean', async () => {
    await invalid(await server.post(makeBatch({ loggedIn: 'true' })), /loggedIn/);
  });

  it.each([
    ['screenWidth', -1],
    ['screenWidth', 1.5],
    ['screenHeight', collectLimits.maxScreenPixels + 1],
    ['screenHeight', '1080'],
    ['tzOffset', collectLimits.maxTzOffsetMinutes + 1],
    ['tzOffset', -collectLimits.maxTzOffsetMinutes - 1],
    ['sendTs', collectLimits.minTimestampMs - 1],
    ['sendTs', collectLimits.maxTimestampMs + 1],
    ['sendTs', '1700000000000'],
  ])('refuses %s = %j', async (key, value) => {
    await invalid(
      await server.post(makeBatch({ [key]: value })),
      new RegExp(`${key} must be an integer`),
    );
  });

  it.each([['custom'], ['ugCustom']])('refuses %s that is not an object', async (key) => {
    await invalid(await server.post(makeBatch({ [key]: ['a'] })), new RegExp(key));
    await invalid(await server.post(makeBatch({ [key]: null })), new RegExp(key));
  });

  it('refuses ugCustom with non-string values or too many entries', async () => {
    await invalid(await server.post(makeBatch({ ugCustom: { a: 1 } })), /ugCustom\.a/);
    const many = Object.fromEntries(
      Array.from({ length: collectLimits.maxUgCustomEntries + 1 }, (_, i) => [`k${i}`, 'v']),
    );
    await invalid(await server.post(makeBatch({ ugCustom: many })), /more than/);
    expect((await server.post(makeBatch({ ugCustom: { source: 'blog' } }))).status).toBe(200);
  });

  it.each([
    ['ip', 5],
    ['country', false],
    ['userEmail', {}],
    ['userIsNew', 'yes'],
  ])('refuses the declared field %s with a wrong type', async (key, value) => {
    await invalid(await server.post(makeBatch({ [key]: value })), new RegExp(key));
  });
});

describe('every event field is validated', () => {
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

  it.each(eventKeys)('refuses an event without %s', async (key) => {
    const event = makeEvent() as Record<string, unknown>;
    delete event[key];
    await invalid(
      await server.post(makeBatch({ events: [makeEvent(), event] })),
      new RegExp(`events\\[1\\]\\.${key}`),
    );
  });

  it('refuses an unknown event field', async () => {
    await invalid(
      await server.post(makeBatch({ events: [makeEvent({ ip: 'x' })] })),
      /unknown field events\[0\]\.ip/,
    );
  });

  it.each(eventKeys.filter((key) => key !== 'params' && key !== 'ts'))(
    'refuses event %s that is not a string',
    async (key) => {
      await invalid(
        await server.post(makeBatch({ events: [makeEvent({ [key]: 1 })] })),
        new RegExp(key),
      );
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

  it('refuses params that are not an object', async () => {
    await invalid(await server.post(makeBatch({ events: [makeEvent({ params: 'x' })] })), /params/);
    await invalid(await server.post(makeBatch({ events: [makeEvent({ params: [] })] })), /params/);
  });

  it.each([[-1], [1.5], [collectLimits.maxTimestampMs + 1], ['now']])(
    'refuses event ts = %j',
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
