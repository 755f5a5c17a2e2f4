// Stands in for @docusaurus/core/lib/client/preload.js (see ../scheduledPrefetch.ts):
// loads the chunks of every route that matches a pathname, as Docusaurus does,
// before the client entry hydrates the first page and before each navigation.
// One change: before the first page is hydrated, it first yields to the browser
// for one task. Evaluating the main bundle, then the route's modules and the
// start of hydration were one task of about 45 ms (180 ms on a phone four
// times slower); the yield cuts it in two.
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';

type Preloadable = { preload?: () => unknown };

/** Resolves in a new task (a message is not clamped or throttled like a timer). */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });

const preloadMatches = (pathname: string): Promise<unknown[]> => {
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) =>
    matchRoutes(routes, path),
  );
  return Promise.all(matches.map((match) => (match.route.component as Preloadable).preload?.()));
};

export default function preload(pathname: string): Promise<unknown[]> {
  // Docusaurus' client entry sets window.docusaurusRoot when it renders the first page.
  const hydrated = (window as { docusaurusRoot?: unknown }).docusaurusRoot !== undefined;
  return hydrated ? preloadMatches(pathname) : nextTask().then(() => preloadMatches(pathname));
}
