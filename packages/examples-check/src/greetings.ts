import { expect } from 'vitest';
import { getJson, postBody } from './http.js';

/** GET / is the health check the platform calls; the JSON services answer {status: "ok"}. */
export async function expectHealthy(baseUrl: string): Promise<void> {
  const health = await getJson(`${baseUrl}/`);
  expect(health.status).toBe(200);
  expect(health.json.status).toBe('ok');
}

/**
 * The JSON API the framework guides share: POST /api/greetings greets a name
 * and refuses bad input with a 4xx. `invalidNameStatus` is 400, except
 * FastAPI which answers validation errors with 422.
 */
export async function expectGreetingsApi(baseUrl: string, invalidNameStatus = 400): Promise<void> {
  const created = await postBody(
    `${baseUrl}/api/greetings`,
    JSON.stringify({ name: 'Ada' }),
    'application/json',
  );
  expect(created).toEqual({ status: 201, json: { message: 'Hello, Ada!' } });

  const empty = await postBody(
    `${baseUrl}/api/greetings`,
    JSON.stringify({ name: '' }),
    'application/json',
  );
  expect(empty.status).toBe(invalidNameStatus);
  expect(JSON.stringify(empty.json)).toMatch(/name/);

  const tooLong = await postBody(
    `${baseUrl}/api/greetings`,
    JSON.stringify({ name: 'x'.repeat(81) }),
    'application/json',
  );
  expect(tooLong.status).toBe(invalidNameStatus);
}

/** A body that is not JSON gets a clear 4xx, never a 500 or a greeting. */
export async function expectWrongContentTypeRefused(baseUrl: string, status = 415): Promise<void> {
  const wrongType = await postBody(`${baseUrl}/api/greetings`, 'name=Ada', 'text/plain');
  expect(wrongType.status).toBe(status);
  expect(wrongType.json).toHaveProperty('error');
}
