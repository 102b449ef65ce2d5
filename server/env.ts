import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { isBareOrigin, parseGamesOrigin } from '../core/games-origin';
import { normaliseEmail } from './auth/email';
import { CONNECTION_LIMITS } from './connection-limits';

/** A URL's parts, or null when the text is not a URL at all. */
const urlOf = (value: string): URL | null => (URL.canParse(value) ? new URL(value) : null);

/** A folder or file, relative to where the server was started unless absolute. */
const pathVar = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((path) => resolve(path));

/** A whole number from `min` to `max`, with its default. */
const countVar = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `a whole number from ${min} to ${max}`)
    .refine((value) => Number(value) >= min && Number(value) <= max, `a whole number from ${min} to ${max}`)
    .default(String(fallback))
    .transform(Number);

/** A switch: 1 turns it on, 0 (the default) leaves it off; `meaning` says what 1 does in the error. */
const switchVar = (meaning: string) =>
  z
    .enum(['0', '1'], `1 (${meaning}) or 0`)
    .default('0')
    .transform((value) => value === '1');

/** Threads that render preview pages by default: one per core but the one that serves, at least 1. */
export const DEFAULT_RENDER_WORKERS = Math.max(1, availableParallelism() - 1);

/**
 * Every environment variable the server reads (README and docs/operations.md, "Environment variables"), parsed once at
 * start-up. A field's message completes "NAME must be …"; unset and empty mean the default.
 */
export const envSchema = z.object({
  /** Port the server listens on; 0 picks a free one. */
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'a whole number from 0 to 65535')
    .refine((port) => Number(port) <= 65535, 'a whole number from 0 to 65535')
    .default('8080')
    .transform(Number),
  /** Address the server listens on (0.0.0.0 for all). */
  HOST: z
    .string()
    .regex(/^[^\s/]+$/, 'a host name or IP address')
    .default('127.0.0.1'),
  /** The built site: dist/ with client/ and server/ inside, or a published folder. */
  DIST_DIR: pathVar('dist'),
  /** SQLite file of preview generations and their edits. */
  DATABASE_PATH: pathVar('data/previews.db'),
  /** Folder under which each published generation gets its own folder. */
  PUBLISH_DIR: pathVar('published'),
  /** Themed assets prefix: a path from the site's root or an http(s) address (empty: none). */
  ASSETS_PREFIX: z
    .string()
    .regex(/^(?:\/|https?:\/\/)\S*$/, 'a path starting with / or an http:// or https:// address')
    .default(''),
  /** 1 logs every request as JSON; 0 (the default) does not. */
  LOG_REQUESTS: switchVar('log every request'),
  /** PostgreSQL instead of the SQLite file, for several server instances; absent: SQLite. */
  DATABASE_URL: z
    .string()
    .refine((value) => ['postgres:', 'postgresql:'].includes(urlOf(value)?.protocol ?? ''), 'a postgres:// or postgresql:// URL')
    .optional(),
  /** Where the games are served from when not from the site itself: an http(s) origin, no path. */
  GAMES_ORIGIN: z
    .string()
    .refine(isBareOrigin, 'an http:// or https:// origin without a path, such as https://games.example.net')
    .transform((value) => parseGamesOrigin(value))
    .optional(),
  /** Port the games' listener takes when GAMES_ORIGIN is set; absent: GAMES_ORIGIN's own port (set it behind a proxy). */
  GAMES_PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'a whole number from 1 to 65535')
    .refine((port) => Number(port) >= 1 && Number(port) <= 65535, 'a whole number from 1 to 65535')
    .transform(Number)
    .optional(),
  /**
   * The site's public origins, space-separated: the only pages that may frame the games on
   * GAMES_ORIGIN (their frame-ancestors); absent: the address the server listens on.
   */
  SITE_ORIGIN: z
    .string()
    .refine((value) => value.trim().split(/\s+/).every(isBareOrigin), 'http:// or https:// origins without a path, separated by spaces')
    .transform((value) =>
      value
        .trim()
        .split(/\s+/)
        .map((origin) => parseGamesOrigin(origin)),
    )
    .optional(),
  /**
   * A secret for scripts and tests: a request with `Authorization: Bearer <OPERATOR_TOKEN>` acts as
   * the operator on every route. Absent: no bearer token works. Never printed.
   */
  // A Bearer secret is one word (server/auth/caller.ts): a token with a space or a line break in it
  // could never be sent, and the scripts' every request would be refused.
  OPERATOR_TOKEN: z
    .string()
    .min(32, 'at least 32 characters (for example: openssl rand -base64 32)')
    .regex(/^\S+$/, 'one word, with no space or line break (for example: openssl rand -base64 32)')
    .optional(),
  /** The email of the operator account that npm start's one-time link signs in. */
  OPERATOR_EMAIL: z
    .string()
    .refine((email) => normaliseEmail(email) !== undefined, 'an email address such as operator@example.com')
    .default('operator@localhost')
    .transform((email) => normaliseEmail(email)!),
  /** How many generations one account may make (creates and imports); the operator deletes old ones to make more. */
  MAX_GENERATIONS_PER_ACCOUNT: countVar(1, 999_999, 100),
  /** How many generations one account may create or import a minute; over it, 429 before the body is read. */
  MAX_CREATES_PER_MINUTE: countVar(1, 999_999, 60),
  /**
   * How many proxies in front of the server to trust for the client's address and protocol
   * (X-Forwarded-For, X-Forwarded-Proto): 0, the default, trusts none. Sign-in throttling counts
   * failures per address and the session cookie is Secure under HTTPS, so set it behind a proxy.
   */
  TRUST_PROXY: countVar(0, 9, 0),
  /**
   * 1 lets the server listen beyond loopback with the games on the site's own origin (no
   * GAMES_ORIGIN): the games' scripts then share the editor's origin and storage (docs/operations.md).
   */
  ALLOW_SHARED_GAMES_ORIGIN: switchVar('allow'),
  /** Days a generation may go neither edited nor opened before the periodic sweep deletes it. */
  GENERATION_EXPIRY_DAYS: z
    .string()
    .regex(/^\d{1,5}$/, 'a whole number of days from 1 to 36500')
    .refine((days) => Number(days) >= 1 && Number(days) <= 36_500, 'a whole number of days from 1 to 36500')
    .default('90')
    .transform(Number),
  /** Worker threads rendering preview pages (docs/decisions/029); default: cores - 1, at least 1. */
  RENDER_WORKERS: countVar(1, 64, DEFAULT_RENDER_WORKERS),
  /** Memory for rendered preview pages kept per generation revision, in MB (0: none kept); default 32. */
  PREVIEW_CACHE_MB: countVar(0, 4096, 32),
  /** Publishes that may wait behind the running one (one runs at a time); more get 429. Default 2. */
  PUBLISH_QUEUE: countVar(0, 100, 2),
  /** Publishes kept per generation, newest first; older ones are removed (docs/decisions/030). Default 3. */
  PUBLISHES_KEPT: countVar(1, 100, 3),
  /** Disk budget of PUBLISH_DIR in MB, checked before a publish starts (409 when over). Default 2048. */
  PUBLISH_DISK_BUDGET_MB: countVar(1, 10_000_000, 2048),
  /** A request's headers must all arrive within this many ms (docs/decisions/027). Default 10000. */
  HEADERS_TIMEOUT_MS: countVar(1_000, 600_000, CONNECTION_LIMITS.headersMs),
  /** A whole request, headers and body, must arrive within this many ms, or 408 (docs/decisions/027). Default 20000. */
  REQUEST_TIMEOUT_MS: countVar(1_000, 600_000, CONNECTION_LIMITS.requestMs),
});

/** Addresses that only this machine can reach. */
const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i;

/**
 * The one rule across variables, checked once each is valid: beyond loopback, the games must
 * have their own origin unless the operator says otherwise (docs/decisions/028). Its message
 * completes "HOST must be …".
 */
function crossCheck(env: ServerEnv): string | undefined {
  if (LOOPBACK.test(env.HOST) || env.GAMES_ORIGIN || env.ALLOW_SHARED_GAMES_ORIGIN) return undefined;
  return "a loopback address (127.0.0.1, ::1 or localhost) while GAMES_ORIGIN is unset: the games would share the editor's origin and storage; set GAMES_ORIGIN, or ALLOW_SHARED_GAMES_ORIGIN=1 to accept it";
}

/** The parsed environment: numbers, absolute paths and flags, every default filled in. */
export type ServerEnv = z.output<typeof envSchema>;

/** Variables whose value must never be printed, even when it is wrong (it may hold a password). */
const SECRET: ReadonlySet<string> = new Set(['DATABASE_URL', 'OPERATOR_TOKEN']);

/**
 * Parses the variables the server reads from an environment (process.env). A bad value gives
 * one line per variable: `PORT must be a whole number from 0 to 65535, got "abc"`.
 */
export function parseEnv(env: Record<string, string | undefined>): { ok: true; env: ServerEnv } | { ok: false; errors: string[] } {
  // An empty variable (PORT= in a shell or a .env file) means "not set", as for most tools.
  const given = Object.fromEntries(Object.keys(envSchema.shape).flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
  const parsed = envSchema.safeParse(given);
  if (parsed.success) {
    const hostRule = crossCheck(parsed.data);
    if (hostRule) return { ok: false, errors: [`HOST must be ${hostRule}, got ${JSON.stringify(parsed.data.HOST)}`] };
    // Node refuses a header limit longer than the whole request's.
    const { HEADERS_TIMEOUT_MS: headersMs, REQUEST_TIMEOUT_MS: requestMs } = parsed.data;
    if (headersMs > requestMs) return { ok: false, errors: [`HEADERS_TIMEOUT_MS must be at most REQUEST_TIMEOUT_MS (${requestMs}), got ${headersMs}`] };
    return { ok: true, env: parsed.data };
  }
  const errors = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const got = SECRET.has(name) ? '(value not shown)' : JSON.stringify(env[name]);
    return `${name} must be ${issue.message}, got ${got}`;
  });
  return { ok: false, errors: [...new Set(errors)] };
}

/**
 * The server's environment at start-up. A bad value stops the process with exit code 1 and its
 * message on stderr, before anything is opened or built (no stack trace: it is not a crash).
 */
export function readEnvOrExit(env: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = parseEnv(env);
  if (parsed.ok) return parsed.env;
  for (const line of parsed.errors) console.error(line);
  process.exit(1);
}
