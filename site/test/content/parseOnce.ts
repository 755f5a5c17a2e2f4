import type { TestProject } from 'vitest/node';
import { parseAllPages } from './pages';

/**
 * Global setup of the site's fast tier: the pages of every locale are parsed once and given to
 * each test file (about 1 s of parsing per locale, which ten content test files did each).
 */
export default function parseOnce(project: TestProject): void {
  if (project.name.startsWith('fast:')) project.provide('parsedPages', parseAllPages());
}
