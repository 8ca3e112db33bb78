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

/** Whether `err` (or an error it wraps) is PostgreSQL's foreign key violation, on `table` if given. */
export function isForeignKeyViolation(err: unknown, table?: string): boolean {
  const e = err as { code?: string; table?: string; cause?: unknown }
  if (e?.code === '23503') return !table || e.table === table
  return e?.cause ? isForeignKeyViolation(e.cause, table) : false
}

/** PostgreSQL unique violation, for services that turn races into clear conflicts. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: unknown }
  if (e?.code === '23505') return !constraint || e.constraint === constraint
  return e?.cause ? isUniqueViolation(e.cause, constraint) : false
}
