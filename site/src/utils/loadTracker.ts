/**
 * The tracker SDK chunk (the core and its consent mode). One import() for every
 * client module that needs it: each import() expression of a small module gets
 * a chunk of its own, so two of them made the browser fetch and parse the SDK twice.
 */
export const loadTracker = (): Promise<typeof import('./trackerChunk')> => import('./trackerChunk');
