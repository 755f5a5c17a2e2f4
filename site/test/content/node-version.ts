/**
 * The Node.js version a build takes when the service settings pick none, as
 * statements.runtimeVersionPrecedence words it: the default when the engines
 * range allows it, else the newest offered version it allows, else none (the
 * build fails). A project without the field gets the default.
 */
import semver from 'semver';
import { runtimes } from '../../src/data/platform';

const node = runtimes.find((runtime) => runtime.id === 'node')!;

export function nodeVersionFor(enginesNode: string | undefined): string | undefined {
  if (enginesNode === undefined) return node.default;
  const allows = (version: string) => semver.intersects(`${version}.x`, enginesNode);
  if (allows(node.default)) return node.default;
  return node.versions.filter(allows).at(-1);
}
