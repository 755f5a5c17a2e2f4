import type { TestProject } from 'vitest/node';
import { startSiteServer } from './site.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One server over the built site for all browser test files. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startSiteServer();
  project.provide('baseUrl', server.url);
  return () => server.close();
}
