import { expect, test } from 'vitest';

test("loading the tests' PostgreSQL global setup hooks no exit event, so a failed run still exits non-zero", async () => {
  const events = ['beforeExit', 'exit', 'SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const before = events.map((event) => process.listenerCount(event));
  await import('./postgres-global-setup');
  await import('./embedded-postgres');
  expect(events.map((event) => process.listenerCount(event))).toEqual(before);
});
