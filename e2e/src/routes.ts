/**
 * The route table (docs/requirements.md#routes), written out independently of the site's
 * sources so that a missing or renamed page fails the tests. Paths are
 * relative to a locale root ('' for English, '/de' for German, …).
 */
export interface Route {
  path: string;
  area: 'docs' | 'examples' | 'search';
}

const docs = [
  '/',
  '/12factors',
  '/acceptable',
  '/contact',
  '/fair-use',
  '/limit',
  '/overview',
  '/postgresql',
  '/privacy',
  '/redis/',
  '/serverless-vs-persistent',
  '/service/',
  '/service/async',
  '/service/connect-to-github',
  '/service/continuous-deployments',
  '/service/domain',
  '/service/observability',
  '/service/path-based',
  '/service/troubleshooting',
  '/support',
  '/term',
];

const examples = [
  '/examples/',
  '/examples/ai/',
  '/examples/ai/hg-image',
  '/examples/audio/',
  '/examples/audio/whisper',
  '/examples/golang/',
  '/examples/golang/gin',
  '/examples/nodejs/',
  '/examples/nodejs/express',
  '/examples/nodejs/nextjs',
  '/examples/python/',
  '/examples/python/django',
  '/examples/python/fastapi',
  '/examples/python/flask',
  '/examples/rust/',
  '/examples/rust/auxm',
  '/examples/testing/',
  '/examples/testing/playwright',
  '/examples/testing/puppeteer',
  '/examples/video/',
  '/examples/video/ffmpeg',
];

export const routes: Route[] = [
  ...docs.map((path) => ({ path, area: 'docs' as const })),
  ...examples.map((path) => ({ path, area: 'examples' as const })),
  { path: '/search', area: 'search' },
];

export const locales = ['en', 'ja', 'ko', 'de'] as const;

/** '' for the default locale (no prefix), '/de' etc. otherwise. */
export function localePrefix(locale: string): string {
  return locale === 'en' ? '' : `/${locale}`;
}

/** A route's URL path in a locale: '/' in German is '/de/'. */
export function localePath(locale: string, path: string): string {
  return `${localePrefix(locale)}${path}`;
}
