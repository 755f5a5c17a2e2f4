// Types of build-lock.mjs for the TypeScript tests.
export declare const BUILD_LOCK: string;
/** `command` (program and arguments) run under the build lock: `[program, args]` for spawn. */
export declare function underBuildLock(command: readonly string[]): [string, string[]];
