import { expect, test } from 'vitest';
import { TestPreviewServer } from '../test-app';
import { createRate } from './create-rate';

test('an account may create so many generations in any sliding minute, then waits for the oldest to leave it', () => {
  let time = 0;
  const rate = createRate(2, () => time);
  expect(rate.take('a')).toBeUndefined();
  time = 20_000;
  expect(rate.take('a')).toBeUndefined();
  expect(rate.take('b')).toBeUndefined();
  time = 30_000;
  expect(rate.take('a')).toBe(30);
  time = 60_000;
  expect(rate.take('a')).toBeUndefined();
  expect(rate.take('a')).toBe(20);
});

test('past MAX_CREATES_PER_MINUTE a create answers 429 with Retry-After before its body is even read', async () => {
  const server = await new TestPreviewServer({ maxCreatesPerMinute: 2 }).start();
  try {
    const create = (payload: string) => server.app.inject({ method: 'POST', url: '/api/generations', headers: { 'content-type': 'application/json' }, payload });
    expect((await create('{}')).statusCode).toBe(201);
    expect((await create('{}')).statusCode).toBe(201);
    // Not even JSON: a body that was read would answer 400.
    const refused = await create('{ not json');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().error).toMatch(/at most 2 a minute/);
    expect((await server.store.accounts.generations()).length).toBe(3);
  } finally {
    await server.dispose();
  }
});
