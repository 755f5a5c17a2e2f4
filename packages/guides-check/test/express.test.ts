import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploy, type Deployment } from '../src/deploy.js';
import {
  expectDocumentedGreetings,
  expectDocumentedHealth,
  expectOverviewUnknownRoutes,
  postJson,
} from '../src/http.js';

describe('Express guide, run as the page says', () => {
  let app: Deployment;
  beforeAll(async () => {
    app = await deploy('nodejs/express');
  });
  afterAll(() => app?.stop());

  it('answers the documented requests', async () => {
    const { baseUrl } = app.service;
    await expectDocumentedHealth(baseUrl, app.guide.markdown);
    await expectDocumentedGreetings(baseUrl, app.guide.markdown, { notJson: 415, badName: 400 });
    // "malformed JSON … gets HTTP 400"
    expect((await postJson(`${baseUrl}/api/greetings`, '{"name":')).status).toBe(400);
  });

  it('answers an unknown path and method as the examples overview says', async () => {
    await expectOverviewUnknownRoutes(app.service.baseUrl, 'Express');
  });
});
