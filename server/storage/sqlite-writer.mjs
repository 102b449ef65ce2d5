// Entry of the SQLite writer thread (sqlite-writer-thread.ts): its code is TypeScript, run
// through tsx as the server is.
const { register } = await import('tsx/esm/api');
register();
await import('./sqlite-writer-main.ts');
