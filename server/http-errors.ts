// The errors a route throws when it cannot answer as asked. The route throws; the one error
// handler (app.ts, through errorReply in error-reply.ts) answers with the status, `{ error }` and
// any further fields of the body, and the headers the error names.

/** A refusal the caller is told about: its status, its sentence, and what else its answer carries. */
export class HttpError extends Error {
  constructor(
    /** The answer's status, 4xx (a 5xx answers 500 naming nothing, but for ServiceUnavailable). */
    readonly statusCode: number,
    message: string,
    /** Fields of the JSON answer beside `error` (a conflict's stored value and revision). */
    readonly body: Readonly<Record<string, unknown>> = {},
    /** Headers of the answer (Retry-After). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 404: the address names nothing, such as a generation that does not exist. */
export class NotFound extends HttpError {
  constructor(message = 'Unknown generation') {
    super(404, message);
    this.name = 'NotFound';
  }
}

/** 409: the request crossed a later change; the body says what is stored now. */
export class Conflict extends HttpError {
  constructor(message: string, body: Readonly<Record<string, unknown>>) {
    super(409, message, body);
    this.name = 'Conflict';
  }
}

/** 429: too many requests for now; the caller may try again after `retryAfterSeconds`. */
export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, {}, { 'Retry-After': String(retryAfterSeconds) });
    this.name = 'TooManyRequests';
  }
}

/** 503: the server could not do the work in its time (a site worker cut off); its sentence, written for the caller, is answered. */
export class ServiceUnavailable extends HttpError {
  constructor(message: string) {
    super(503, message);
    this.name = 'ServiceUnavailable';
  }
}
