// Entry of a site worker thread (server/workers/worker-pool.ts): the worker's code is
// TypeScript, run through tsx as the server is.
const { register } = await import('tsx/esm/api');
register();
await import('./site-worker-main.ts');
