// Runs a thread module from its TypeScript source (the tests run the sources; dist/ has the
// compiled .js, which SqliteWriter starts directly): tsx's loader, then the module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.sourceThread);
