// Entry of a site worker thread (server/workers/worker-pool.ts): the worker's code is
// TypeScript, run through tsx as the server is.
// Its nice value first (per thread, on Linux; site-tasks.ts), so that even loading yields to the serving thread.
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';

try {
  setPriority(workerData.nice);
} catch {
  // Not permitted here: the work still runs, only without yielding.
}
const { register } = await import('tsx/esm/api');
register();
await import('./site-worker-main.ts');
