import { rmSync } from 'node:fs';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { deploy, type Deployment, type Replaced } from '../src/deploy.js';
import {
  expectDocumentedError,
  expectDocumentedGreetings,
  expectDocumentedHealth,
  expectOverviewUnknownRoutes,
  postJson,
} from '../src/http.js';
import { debianPython } from '../src/paths.js';
import { guideEnv, pythonLaunchers, runCommand } from '../src/project.js';
import { expect } from 'vitest';

/**
 * PyPI is unreachable here: Debian's python3-flask, python3-fastapi, python3-uvicorn,
 * python3-django and gunicorn stand in for the build command `pip install -r requirements.txt`.
 * The start command runs as the page states it.
 */
const replaced: Replaced = {
  steps: 'pip-compile: needs PyPI (unreachable); the build does not use its requirements.txt',
  build: 'pip install: Debian packages instead (PyPI unreachable)',
};
const launchers = pythonLaunchers(['uvicorn'], debianPython);
const env = {
  PATH: `${launchers}:/usr/bin:${process.env.PATH ?? ''}`,
  PYTHONDONTWRITEBYTECODE: '1',
  // The page's variable for the number of workers: one is enough for the test.
  WEB_CONCURRENCY: '1',
};
afterAll(() => rmSync(launchers, { recursive: true, force: true }));

/** The status of GET `url` sent with another Host header (fetch() may not set one). */
const statusForHost = (url: string, host: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    get(url, { headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });

describe('Flask guide, run as the page says', () => {
  let app: Deployment;
  beforeAll(async () => {
    app = await deploy('python/flask', { env, replaced });
  });
  afterAll(() => app?.stop());

  it('answers the documented requests', async () => {
    await expectDocumentedHealth(app.service.baseUrl, app.guide.markdown);
    await expectDocumentedGreetings(app.service.baseUrl, app.guide.markdown, {
      notJson: 415,
      badName: 400,
    });
    // "a body that is not valid JSON … get[s] HTTP 400", said as such, not as a bad name.
    const broken = await postJson(`${app.service.baseUrl}/api/greetings`, '{"name":');
    expectDocumentedError(broken, 400, app.guide.markdown);
    expect(broken.json()).toEqual({ error: 'The body is not valid JSON.' });
    await expectOverviewUnknownRoutes(app.service.baseUrl, 'Flask');
  });

  it('serves requests on threads, as the page says (a sync worker serves one at a time)', () => {
    expect(app.service.output()).toMatch(/Using worker: (gthread|threads)/);
  });
});

describe('FastAPI guide, run as the page says', () => {
  let app: Deployment;
  beforeAll(async () => {
    app = await deploy('python/fastapi', { env: { ...env, NUBIVA_REGION: 'fra' }, replaced });
  });
  afterAll(() => app?.stop());

  it('answers the documented requests; invalid bodies get HTTP 422', async () => {
    await expectDocumentedHealth(app.service.baseUrl, app.guide.markdown);
    await expectDocumentedGreetings(app.service.baseUrl, app.guide.markdown, {
      notJson: 422,
      badName: 422,
    });
    // The page: spaces at both ends are stripped first, so a name of only spaces is refused.
    const spaces = await postJson(`${app.service.baseUrl}/api/greetings`, '{"name":"   "}');
    expect(spaces.status).toBe(422);
    await expectOverviewUnknownRoutes(app.service.baseUrl, 'FastAPI');
  });
});

describe('Django guide, run as the page says', () => {
  let app: Deployment;
  beforeAll(async () => {
    app = await deploy('python/django', {
      // The variables the page says to set on the service.
      env: { ...env, DJANGO_SECRET_KEY: 'test-only-secret', DJANGO_ALLOWED_HOSTS: '127.0.0.1' },
      replaced,
    });
  });
  afterAll(() => app?.stop());

  const djangoEnv = (extra: NodeJS.ProcessEnv) =>
    guideEnv(0, { ...env, DJANGO_SECRET_KEY: 'test-only-secret', ...extra });

  it('passes `manage.py check`, which the page says CI runs', () => {
    runCommand(`${debianPython} manage.py check`, app.dir, djangoEnv({}));
  });

  it('refuses to start without a secret key, as the page says', () => {
    expect(() =>
      runCommand(`${debianPython} manage.py check`, app.dir, djangoEnv({ DJANGO_SECRET_KEY: '' })),
    ).toThrow(/DJANGO_SECRET_KEY/);
  });

  const databases = (extra: NodeJS.ProcessEnv) => {
    const print = 'import json; from mysite import settings; print(json.dumps(settings.DATABASES))';
    return JSON.parse(runCommand(`${debianPython} -c '${print}'`, app.dir, djangoEnv(extra)));
  };
  const direct = 'postgres://app:p%40ss@db.internal:5432/shop?sslmode=require';
  const pooled = 'postgres://app:p%40ss@db.internal:6432/shop?sslmode=require';
  const postgres = {
    ENGINE: 'django.db.backends.postgresql',
    NAME: 'shop',
    USER: 'app',
    PASSWORD: 'p@ss',
    // The connection string's TLS requirement reaches the driver.
    OPTIONS: { sslmode: 'require' },
  };

  it('turns DATABASE_URL into Django’s Postgres settings', () => {
    expect(databases({ DATABASE_URL: direct }).default).toMatchObject({
      ...postgres,
      HOST: 'db.internal',
      PORT: '5432',
    });
  });

  it('serves requests through the pooler and migrates through the direct connection, as the page says', () => {
    const { default: requests, direct: migrations } = databases({
      DATABASE_URL: direct,
      DATABASE_POOL_URL: pooled,
    });
    // One connection per thread, kept between requests, through the transaction-mode pooler.
    expect(requests).toMatchObject({
      ...postgres,
      PORT: '6432',
      DISABLE_SERVER_SIDE_CURSORS: true,
    });
    expect(requests.CONN_MAX_AGE).toBeGreaterThan(0);
    expect(migrations).toMatchObject({ ...postgres, PORT: '5432', CONN_MAX_AGE: 0 });
    expect(app.guide.markdown).toContain('python manage.py migrate --database direct');
  });

  it('serves requests on threads, as the page says (a sync worker serves one at a time)', () => {
    expect(app.service.output()).toMatch(/Using worker: (gthread|threads)/);
  });

  it('answers the documented requests', async () => {
    const { baseUrl } = app.service;
    await expectDocumentedHealth(baseUrl, app.guide.markdown);
    await expectDocumentedGreetings(baseUrl, app.guide.markdown, { notJson: 415, badName: 400 });
    expect((await postJson(`${baseUrl}/api/greetings`, '{"name":')).status).toBe(400);
    // "Requests for any other host get HTTP 400."
    expect(await statusForHost(`${baseUrl}/`, 'other.example')).toBe(400);
    await expectOverviewUnknownRoutes(baseUrl, 'Django');
  });
});
