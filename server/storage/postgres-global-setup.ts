import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { spawnScratchPostgres, type ScratchPostgres } from './embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where a test asks for the run's scratch PostgreSQL server ('' with TEST_DATABASE_URL set). */
    postgresBroker: string;
  }
}

/**
 * One PostgreSQL server per test run, started only when a test asks for it: a run without the
 * storage tests starts none. The tests run in worker processes, so they ask this process for it
 * over loopback HTTP (server/storage/test-postgres.ts); the first asking starts it (about a second)
 * and every later one gets the same URL. At the end of the run it is stopped and its folder deleted.
 * With TEST_DATABASE_URL set the tests use that server and nothing starts here.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresBroker', '');
    return;
  }
  let server: Promise<ScratchPostgres> | undefined;
  const broker = createServer((_request, response) => {
    server ??= spawnScratchPostgres();
    server.then(
      ({ url }) => response.end(url),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  project.provide('postgresBroker', `http://127.0.0.1:${(broker.address() as AddressInfo).port}/`);
  return async () => {
    broker.close();
    const started = await server?.catch(() => undefined);
    await started?.stop();
  };
}
