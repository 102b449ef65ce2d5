import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { availableParallelism } from 'node:os';
import { DEFAULT_RENDER_WORKERS, envSchema, parseEnv } from './env';

const root = join(import.meta.dirname, '..');

test('an empty environment gives every default, paths made absolute', () => {
  expect(parseEnv({})).toEqual({
    ok: true,
    env: {
      PORT: 8080,
      HOST: '127.0.0.1',
      DIST_DIR: resolve('dist'),
      DATABASE_PATH: resolve('data/previews.db'),
      PUBLISH_DIR: resolve('published'),
      ASSETS_PREFIX: '',
      LOG_REQUESTS: false,
      OPERATOR_EMAIL: 'operator@localhost',
      MAX_GENERATIONS_PER_ACCOUNT: 100,
      MAX_CREATES_PER_MINUTE: 60,
      TRUST_PROXY: 0,
      ALLOW_SHARED_GAMES_ORIGIN: false,
      GENERATION_EXPIRY_DAYS: 90,
      RENDER_WORKERS: DEFAULT_RENDER_WORKERS,
      PREVIEW_CACHE_MB: 32,
      PUBLISH_QUEUE: 2,
      PUBLISHES_KEPT: 3,
      PUBLISH_DISK_BUDGET_MB: 2048,
      HEADERS_TIMEOUT_MS: 10_000,
      REQUEST_TIMEOUT_MS: 20_000,
    },
  });
  expect(DEFAULT_RENDER_WORKERS).toBe(Math.max(1, availableParallelism() - 1));
});

test('the worker, cache and publish quotas take whole numbers in their ranges, with one line each when wrong', () => {
  expect(parseEnv({ RENDER_WORKERS: '3', PREVIEW_CACHE_MB: '0', PUBLISH_QUEUE: '0', PUBLISHES_KEPT: '1', PUBLISH_DISK_BUDGET_MB: '500' })).toMatchObject({
    ok: true,
    env: { RENDER_WORKERS: 3, PREVIEW_CACHE_MB: 0, PUBLISH_QUEUE: 0, PUBLISHES_KEPT: 1, PUBLISH_DISK_BUDGET_MB: 500 },
  });
  expect(parseEnv({ RENDER_WORKERS: '0', PUBLISHES_KEPT: 'all', PUBLISH_DISK_BUDGET_MB: '-1' })).toEqual({
    ok: false,
    errors: [
      'RENDER_WORKERS must be a whole number from 1 to 64, got "0"',
      'PUBLISHES_KEPT must be a whole number from 1 to 100, got "all"',
      'PUBLISH_DISK_BUDGET_MB must be a whole number from 1 to 10000000, got "-1"',
    ],
  });
});

test('set values are parsed; empty ones mean the default; unrelated variables are ignored', () => {
  const parsed = parseEnv({
    PORT: '0',
    HOST: '0.0.0.0',
    DIST_DIR: '/srv/site',
    DATABASE_PATH: '',
    ASSETS_PREFIX: 'https://cdn.example.net/themes/night',
    LOG_REQUESTS: '1',
    DATABASE_URL: 'postgresql://editor:secret@db.internal:5432/previews',
    GAMES_ORIGIN: 'https://games.example.net/',
    PATH: '/usr/bin',
  });
  expect(parsed).toMatchObject({
    ok: true,
    env: {
      PORT: 0,
      HOST: '0.0.0.0',
      DIST_DIR: '/srv/site',
      DATABASE_PATH: resolve('data/previews.db'),
      ASSETS_PREFIX: 'https://cdn.example.net/themes/night',
      LOG_REQUESTS: true,
      DATABASE_URL: 'postgresql://editor:secret@db.internal:5432/previews',
      GAMES_ORIGIN: 'https://games.example.net',
    },
  });
  expect(parseEnv({ PORT: '65535', ASSETS_PREFIX: '/themes/night', DATABASE_URL: 'postgres://localhost/previews', GAMES_ORIGIN: 'http://127.0.0.1:5174' }).ok).toBe(true);
});

test.each([
  [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, got "abc"'],
  [{ PORT: '65536' }, 'PORT must be a whole number from 0 to 65535, got "65536"'],
  [{ PORT: '-1' }, 'PORT must be a whole number from 0 to 65535, got "-1"'],
  [{ PORT: '80.5' }, 'PORT must be a whole number from 0 to 65535, got "80.5"'],
  [{ HOST: 'my host' }, 'HOST must be a host name or IP address, got "my host"'],
  [{ LOG_REQUESTS: 'yes' }, 'LOG_REQUESTS must be 1 (log every request) or 0, got "yes"'],
  [{ ASSETS_PREFIX: 'cdn.example.net' }, 'ASSETS_PREFIX must be a path starting with / or an http:// or https:// address, got "cdn.example.net"'],
  [{ GAMES_ORIGIN: 'https://games.example.net/play' }, 'GAMES_ORIGIN must be an http:// or https:// origin without a path, such as https://games.example.net, got "https://games.example.net/play"'],
  [{ GAMES_ORIGIN: 'ftp://games.example.net' }, 'GAMES_ORIGIN must be an http:// or https:// origin without a path, such as https://games.example.net, got "ftp://games.example.net"'],
  [{ GAMES_ORIGIN: 'https://games.example.net?x' }, 'GAMES_ORIGIN must be an http:// or https:// origin without a path, such as https://games.example.net, got "https://games.example.net?x"'],
])('%o is refused with a readable line', (env, message) => {
  expect(parseEnv(env)).toEqual({ ok: false, errors: [message] });
});

test('a bad DATABASE_URL is named without printing its value, which may hold a password', () => {
  expect(parseEnv({ DATABASE_URL: 'mysql://editor:secret@db/previews' })).toEqual({ ok: false, errors: ['DATABASE_URL must be a postgres:// or postgresql:// URL, got (value not shown)'] });
});

test('every bad variable is named at once', () => {
  const parsed = parseEnv({ PORT: 'abc', LOG_REQUESTS: 'true' });
  expect(parsed.ok).toBe(false);
  expect(!parsed.ok && parsed.errors.map((line) => line.split(' ')[0])).toEqual(['PORT', 'LOG_REQUESTS']);
});

test('npm start with a bad PORT stops before building, with the message, exit code 1 and no stack trace', async () => {
  // Only PORT is wrong: the server's other variables are left out of the child's environment.
  const others = Object.fromEntries(Object.entries(process.env).filter(([name]) => !Object.hasOwn(envSchema.shape, name)));
  const run = promisify(execFile)(process.execPath, ['scripts/start.mjs'], { cwd: root, env: { ...others, PORT: 'abc' }, timeout: 30_000 });
  const failure = await run.then(
    () => undefined,
    (error: { code?: number; stdout: string; stderr: string }) => error,
  );
  expect(failure?.code).toBe(1);
  expect(failure?.stderr.trim()).toBe('PORT must be a whole number from 0 to 65535, got "abc"');
  expect(failure?.stdout).toBe('');
}, 60_000);

test('GAMES_PORT and SITE_ORIGIN, for games behind a proxy: a port, and the origins that may frame the games', () => {
  expect(parseEnv({ GAMES_PORT: '8081', SITE_ORIGIN: ' https://brightmoose.ca  https://preview.brightmoose.ca/ ' })).toMatchObject({
    ok: true,
    env: { GAMES_PORT: 8081, SITE_ORIGIN: ['https://brightmoose.ca', 'https://preview.brightmoose.ca'] },
  });
  expect(parseEnv({ GAMES_PORT: '0' })).toEqual({ ok: false, errors: ['GAMES_PORT must be a whole number from 1 to 65535, got "0"'] });
  expect(parseEnv({ SITE_ORIGIN: 'https://brightmoose.ca/home' })).toEqual({
    ok: false,
    errors: ['SITE_ORIGIN must be http:// or https:// origins without a path, separated by spaces, got "https://brightmoose.ca/home"'],
  });
});

test("beyond loopback the games must have their own origin, unless the operator accepts sharing the site's", () => {
  for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost', 'LOCALHOST']) expect(parseEnv({ HOST: host }).ok).toBe(true);
  for (const host of ['0.0.0.0', '::', '192.168.1.10', 'preview.example.net']) {
    const parsed = parseEnv({ HOST: host });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors).toEqual([
      expect.stringMatching(new RegExp(`^HOST must be a loopback address .*GAMES_ORIGIN.*ALLOW_SHARED_GAMES_ORIGIN=1.*, got "${host.replace(/\./g, '\\.')}"$`)),
    ]);
    expect(parseEnv({ HOST: host, GAMES_ORIGIN: 'https://games.example.net' }).ok).toBe(true);
    expect(parseEnv({ HOST: host, ALLOW_SHARED_GAMES_ORIGIN: '1' }).ok).toBe(true);
    expect(parseEnv({ HOST: host, ALLOW_SHARED_GAMES_ORIGIN: '0' }).ok).toBe(false);
  }
  expect(parseEnv({ ALLOW_SHARED_GAMES_ORIGIN: 'yes' })).toEqual({ ok: false, errors: ['ALLOW_SHARED_GAMES_ORIGIN must be 1 (allow) or 0, got "yes"'] });
});

test('GENERATION_EXPIRY_DAYS: whole days, 90 unless set', () => {
  expect(parseEnv({ GENERATION_EXPIRY_DAYS: '7' })).toMatchObject({ ok: true, env: { GENERATION_EXPIRY_DAYS: 7 } });
  for (const days of ['0', '-1', '1.5', 'never', '36501']) {
    expect(parseEnv({ GENERATION_EXPIRY_DAYS: days })).toEqual({ ok: false, errors: [`GENERATION_EXPIRY_DAYS must be a whole number of days from 1 to 36500, got "${days}"`] });
  }
});

test('OPERATOR_TOKEN must have 32 characters or more and is never printed; the sign-in settings take their forms', () => {
  expect(parseEnv({ OPERATOR_TOKEN: 'short-secret' })).toEqual({ ok: false, errors: ['OPERATOR_TOKEN must be at least 32 characters (for example: openssl rand -base64 32), got (value not shown)'] });
  // A secret with a space in it could never be sent as a Bearer token: refused at start-up, not at every request.
  expect(parseEnv({ OPERATOR_TOKEN: `${'a'.repeat(20)} ${'b'.repeat(20)}` })).toEqual({
    ok: false,
    errors: ['OPERATOR_TOKEN must be one word, with no space or line break (for example: openssl rand -base64 32), got (value not shown)'],
  });
  const token = 'a'.repeat(32);
  expect(parseEnv({ OPERATOR_TOKEN: token, OPERATOR_EMAIL: 'Ops@Example.com', MAX_GENERATIONS_PER_ACCOUNT: '5', TRUST_PROXY: '1' })).toMatchObject({
    ok: true,
    env: { OPERATOR_TOKEN: token, OPERATOR_EMAIL: 'ops@example.com', MAX_GENERATIONS_PER_ACCOUNT: 5, TRUST_PROXY: 1 },
  });
  // The operator's email is kept as accounts keep every email (server/auth/email.ts), so the start-up
  // operator is the account its commands and sign-in find.
  expect(parseEnv({ OPERATOR_EMAIL: 'Ｏｐｓ@Bücher.example' })).toMatchObject({ ok: true, env: { OPERATOR_EMAIL: 'ops@xn--bcher-kva.example' } });
  const bad = parseEnv({ OPERATOR_EMAIL: 'nobody', MAX_GENERATIONS_PER_ACCOUNT: '0', TRUST_PROXY: '10' });
  expect(bad.ok ? [] : bad.errors).toEqual([
    'OPERATOR_EMAIL must be an email address such as operator@example.com, got "nobody"',
    'MAX_GENERATIONS_PER_ACCOUNT must be a whole number from 1 to 999999, got "0"',
    'TRUST_PROXY must be a whole number from 0 to 9, got "10"',
  ]);
});

test('HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS: milliseconds from 1000, the header limit no longer than the request limit', () => {
  expect(parseEnv({ HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '3000' })).toMatchObject({ ok: true, env: { HEADERS_TIMEOUT_MS: 2_000, REQUEST_TIMEOUT_MS: 3_000 } });
  expect(parseEnv({ REQUEST_TIMEOUT_MS: '999' })).toEqual({ ok: false, errors: ['REQUEST_TIMEOUT_MS must be a whole number from 1000 to 600000, got "999"'] });
  // The default header limit (10 s) is longer than a 5 s request limit.
  expect(parseEnv({ REQUEST_TIMEOUT_MS: '5000' })).toEqual({ ok: false, errors: ['HEADERS_TIMEOUT_MS must be at most REQUEST_TIMEOUT_MS (5000), got 10000'] });
});
