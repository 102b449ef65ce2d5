import type { FastifyError } from 'fastify';
import { expect, test } from 'vitest';
import { errorReply } from './error-reply';
import { Conflict, HttpError, NotFound, ServiceUnavailable, TooManyRequests } from './http-errors';

test('a typed error a route throws is answered with its status, its sentence, the rest of its body and its headers', () => {
  expect(errorReply(new NotFound())).toEqual({ status: 404, error: 'Unknown generation', body: {}, headers: {} });
  expect(errorReply(new Conflict('Changed since', { path: 'hero.title', current: 'Two', revision: 4 }))).toEqual({
    status: 409,
    error: 'Changed since',
    body: { path: 'hero.title', current: 'Two', revision: 4 },
    headers: {},
  });
  expect(errorReply(new TooManyRequests('Later', 30))).toEqual({ status: 429, error: 'Later', body: {}, headers: { 'Retry-After': '30' } });
});

test('a typed error with a status outside 4xx is a 500 that names nothing, and any other error too', () => {
  expect(errorReply(new HttpError(503, 'the disk is full at /var/data'))).toEqual({ status: 500, error: 'Internal server error' });
  expect(errorReply(new Error('secret detail') as FastifyError)).toEqual({ status: 500, error: 'Internal server error' });
  // But for work cut off in its time, whose sentence is written for the caller.
  expect(errorReply(new ServiceUnavailable('Try again in a moment'))).toEqual({ status: 503, error: 'Try again in a moment' });
});
