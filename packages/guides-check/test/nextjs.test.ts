import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploy, type Deployment } from '../src/deploy.js';
import {
  expectDocumentedGreetings,
  expectOverviewUnknownRoutes,
  postJson,
  request,
} from '../src/http.js';

describe('Next.js guide, run as the page says', () => {
  let app: Deployment;
  beforeAll(async () => {
    app = await deploy('nodejs/nextjs', {
      // The page's own advice, so the build sends nothing to the Next.js team; NUBIVA_REGION
      // is one of the platform's variables, which the page renders.
      env: { NEXT_TELEMETRY_DISABLED: '1', NUBIVA_REGION: 'fra' },
    });
  });
  afterAll(() => app?.stop());

  it('renders the page on the server, with the region read at request time', async () => {
    const page = await request(`${app.service.baseUrl}/`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('fra');
  });

  it('answers the documented API requests', async () => {
    const { baseUrl } = app.service;
    await expectDocumentedGreetings(baseUrl, app.guide.markdown, { notJson: 415, badName: 400 });
    expect((await postJson(`${baseUrl}/api/greetings`, '{"name":')).status).toBe(400);
  });

  it('answers an unknown path and method as the examples overview says', async () => {
    await expectOverviewUnknownRoutes(app.service.baseUrl, 'Next.js');
  });
});
