import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { HttpError, ServiceUnavailable } from './http-errors';

/** What the one error handler answers: a status, a sentence for `{ error }`, and for a route's HttpError the rest of its body and its headers. */
export type ErrorReply = { status: number; error: string; body?: Readonly<Record<string, unknown>>; headers?: Readonly<Record<string, string>> };

/**
 * The answer to any failure of a request. A body that fails its route schema is a 400 naming each
 * bad field as `path: message`; a path parameter that fails is a 404 (the path names nothing),
 * with the schema's message; an HttpError a route threw answers as it says (a 409 with the stored
 * value, a 429 with Retry-After); other 4xx keep their message; anything else is a 500 whose
 * details stay in the log. Issues past MAX_LISTED_ISSUES are counted, and no sentence is longer
 * than MAX_ERROR_CHARS.
 */
export function errorReply(error: FastifyError | HttpError): ErrorReply {
  if (error instanceof HttpError) {
    // The one 5xx that says something: work cut off in its time, whose sentence tells the caller to try again.
    if (error instanceof ServiceUnavailable) return { status: 503, error: error.message };
    if (error.statusCode < 400 || error.statusCode >= 500) return { status: 500, error: 'Internal server error' };
    return { status: error.statusCode, error: cut(error.message, MAX_ERROR_CHARS), body: error.body, headers: error.headers };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path parameter is part of the address, not a field the caller filled in: its message alone.
    if (error.validationContext === 'params') return { status: 404, error: listIssues(error.validation.map(({ message }) => message ?? 'is not valid')) };
    return { status: 400, error: listIssues(error.validation.map(({ instancePath, message }) => issueLine(instancePath, message))) };
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) return { status, error: 'Internal server error' };
  // Fastify's message repeats the whole address, however long.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return { status, error: 'A part of the address is too long' };
  // Fastify's own 415 names the type it refused; the editor needs to know the one it accepts.
  if (status === 415) return { status, error: 'Content-Type must be application/json' };
  return { status, error: cut(error.message || STATUS_CODES[status] || 'Bad request', MAX_ERROR_CHARS) };
}

/** One issue as the editor reads it: `hero.title: message`, or the message alone for the whole body. */
function issueLine(instancePath: string, message = 'is not valid'): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  return path ? `${path}: ${message}` : message;
}

/** The longest `{ error }` sentence an answer carries (docs/decisions/027): a body wrong in every place is not echoed back. */
export const MAX_ERROR_CHARS = 4_000;

/** Issues one answer lists, and the most characters each may take; the rest are counted. */
export const MAX_LISTED_ISSUES = { count: 20, chars: 300 } as const;

/** A text cut to `max` characters, `…` marking the cut. */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Issue lines as one sentence: the first MAX_LISTED_ISSUES.count, each cut to its characters, then `; … and N more`. */
export function listIssues(lines: readonly string[]): string {
  const listed = lines.slice(0, MAX_LISTED_ISSUES.count).map((line) => cut(line, MAX_LISTED_ISSUES.chars));
  const rest = lines.length - listed.length;
  return rest > 0 ? `${listed.join('; ')}; … and ${rest.toLocaleString('en-CA')} more` : listed.join('; ');
}
