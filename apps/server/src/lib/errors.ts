/** Typed errors thrown by services; the error handler maps them to statuses and `{ error }` bodies. */
export class AppError extends Error {
  readonly statusCode: number
  readonly code: string

  constructor(statusCode: number, code: string, message: string) {
    // A refusal (4xx) is an answer, not a fault: it carries no stack trace. Capturing one costs more
    // than the rest of a refusal's answer, and a drop's rush refuses tens of thousands of requests.
    const stackTraceLimit = Error.stackTraceLimit
    if (statusCode < 500) Error.stackTraceLimit = 0
    try {
      super(message)
    } finally {
      Error.stackTraceLimit = stackTraceLimit
    }
    this.statusCode = statusCode
    this.code = code
    this.name = new.target.name
  }
}

export class Invalid extends AppError {
  constructor(message: string, code = 'INVALID') {
    super(400, code, message)
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Please sign in to continue', code = 'UNAUTHENTICATED') {
    super(401, code, message)
  }
}
export class Forbidden extends AppError {
  constructor(message = 'Unauthorized access', code = 'FORBIDDEN') {
    super(403, code, message)
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found', code = 'NOT_FOUND') {
    super(404, code, message)
  }
}
export class Conflict extends AppError {
  constructor(message: string, code = 'CONFLICT') {
    super(409, code, message)
  }
}
export class TooManyRequests extends AppError {
  constructor(message = 'Too many attempts. Please try again later', code = 'RATE_LIMITED') {
    super(429, code, message)
  }
}
export class Unavailable extends AppError {
  constructor(message: string, code = 'UNAVAILABLE') {
    super(503, code, message)
  }
}

/** Whether `err` (or an error it wraps) is PostgreSQL's error `code`, on the named `field` if given. */
function isPgError(err: unknown, code: string, field: 'table' | 'constraint', name?: string): boolean {
  const e = err as { code?: string; table?: string; constraint?: string; cause?: unknown }
  if (e?.code === code) return !name || e[field] === name
  return e?.cause ? isPgError(e.cause, code, field, name) : false
}

/** PostgreSQL foreign key violation, on `table` if given. */
export const isForeignKeyViolation = (err: unknown, table?: string) => isPgError(err, '23503', 'table', table)

/** PostgreSQL unique violation, for services that turn races into clear conflicts. */
export const isUniqueViolation = (err: unknown, constraint?: string) =>
  isPgError(err, '23505', 'constraint', constraint)
