import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceFiles } from '../src/files.js';
import {
  expectGreetingsApi,
  expectHealthy,
  expectWrongContentTypeRefused,
} from '../src/greetings.js';
import { debianPython, exampleDir } from '../src/paths.js';
import { run } from '../src/run.js';
import { freePort, startService, type RunningService } from '../src/service.js';

const pythonExamples = [
  'python/flask',
  'python/fastapi',
  'python/django',
  'ai/hg-image',
  'audio/whisper',
];
// Never leave __pycache__ folders in the examples.
const pythonEnv = { PYTHONDONTWRITEBYTECODE: '1' };

describe('syntax of every Python example file', () => {
  const files = pythonExamples.flatMap((id) => sourceFiles(exampleDir(id), ['.py']));
  it.each(files)('compiles %s', (file) => {
    const compile = 'import sys; compile(open(sys.argv[1]).read(), sys.argv[1], "exec")';
    const result = run(debianPython, ['-c', compile, file], { env: pythonEnv });
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('Flask example under gunicorn', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startService({
      command: '/usr/bin/gunicorn',
      args: ['--config', 'gunicorn.conf.py', 'app:app'],
      cwd: exampleDir('python/flask'),
      env: { ...pythonEnv, WEB_CONCURRENCY: '1' },
      port: await freePort(),
    });
  });
  afterAll(() => service?.stop());

  it('greets and refuses bad input', async () => {
    await expectHealthy(service.baseUrl);
    await expectGreetingsApi(service.baseUrl);
    await expectWrongContentTypeRefused(service.baseUrl);
  });
});

describe('FastAPI example under uvicorn', () => {
  let service: RunningService;
  beforeAll(async () => {
    const port = await freePort();
    service = await startService({
      command: debianPython,
      args: ['-m', 'uvicorn', 'main:app', '--host', '127.0.0.1', '--port', String(port)],
      cwd: exampleDir('python/fastapi'),
      env: pythonEnv,
      port,
    });
  });
  afterAll(() => service?.stop());

  it('greets and answers invalid bodies with 422', async () => {
    await expectHealthy(service.baseUrl);
    await expectGreetingsApi(service.baseUrl, 422);
    await expectWrongContentTypeRefused(service.baseUrl, 422);
  });
});

describe('Django example under gunicorn', () => {
  const dir = exampleDir('python/django');
  const env = {
    ...pythonEnv,
    DJANGO_SECRET_KEY: 'test-only-secret',
    DJANGO_ALLOWED_HOSTS: '127.0.0.1',
    WEB_CONCURRENCY: '1',
  };
  let service: RunningService;
  beforeAll(async () => {
    service = await startService({
      command: '/usr/bin/gunicorn',
      args: ['--config', 'gunicorn.conf.py', 'mysite.wsgi'],
      cwd: dir,
      env,
      port: await freePort(),
    });
  });
  afterAll(() => service?.stop());

  it('passes Django’s system checks', () => {
    const result = run(debianPython, ['manage.py', 'check'], { cwd: dir, env });
    expect(result.status, result.output).toBe(0);
  });

  it('refuses to start without a secret key', () => {
    const result = run(debianPython, ['manage.py', 'check'], {
      cwd: dir,
      env: { ...env, DJANGO_SECRET_KEY: '' },
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('DJANGO_SECRET_KEY');
  });

  it('turns DATABASE_URL into Django’s Postgres settings', () => {
    const print = 'import json; from mysite import settings; print(json.dumps(settings.DATABASES))';
    const result = run(debianPython, ['-c', print], {
      cwd: dir,
      env: { ...env, DATABASE_URL: 'postgres://app:p%40ss@db.internal:6543/shop' },
    });
    expect(result.status, result.output).toBe(0);
    expect(JSON.parse(result.output).default).toMatchObject({
      ENGINE: 'django.db.backends.postgresql',
      NAME: 'shop',
      USER: 'app',
      PASSWORD: 'p@ss',
      HOST: 'db.internal',
      PORT: '6543',
    });
  });

  it('greets and refuses bad input', async () => {
    await expectHealthy(service.baseUrl);
    await expectGreetingsApi(service.baseUrl);
    await expectWrongContentTypeRefused(service.baseUrl);
  });
});
