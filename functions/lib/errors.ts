/**
 * Errors a handler throws on purpose. The HTTP middleware maps each to its status with
 * `{ "detail": message }`; anything else becomes a 500 whose message is never shown.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Unauthorized') {
    super(401, message);
  }
}

export class PaymentRequired extends HttpError {
  constructor(message = 'no active subscription') {
    super(402, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class UnsupportedMediaType extends HttpError {
  constructor(message = 'Content-Type must be application/json') {
    super(415, message);
  }
}

/**
 * Not yet able to answer (the server is still starting a part the request needs): 503 with
 * Retry-After, shown with its message, where waiting longer would end in the request's time limit.
 */
export class ServiceUnavailable extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, message);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
