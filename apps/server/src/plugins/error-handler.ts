import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { AppError } from '../lib/errors.ts'

/**
 * PostgreSQL refusals caused by the values a client sent (not by the server): a last line of defence
 * behind the contracts' text and length rules, so bad input is a 400 rather than a crash.
 */
const INPUT_REFUSALS: Record<string, string> = {
  '22P05': 'The request contains characters that are not allowed', // untranslatable character
  '22021': 'The request contains characters that are not allowed', // invalid byte sequence (NUL)
  '22P02': 'The request contains a malformed value', // invalid text representation (uuid, jsonb)
  '22003': 'A number in the request is out of range', // numeric value out of range
  '22001': 'A value in the request is too long', // string data right truncation
  '54000': 'A value in the request is too long', // program limit exceeded (index row size)
}

/** The PostgreSQL error code of an error or of one it wraps (Drizzle wraps driver errors). */
export function postgresCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, severity, cause } = e as { code?: unknown; severity?: unknown; cause?: unknown }
    // pg's DatabaseError carries a severity; Fastify's own errors carry FST_* codes and none.
    if (typeof code === 'string' && typeof severity === 'string') return code
    e = cause
  }
  return undefined
}

/** One place that turns every failure into `{ error: { code, message } }`. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode >= 500) req.log.error({ err }, err.message)
      return reply.code(err.statusCode).send({ error: { code: err.code, message: err.message } })
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0]
      const message =
        first?.message && !first.message.startsWith('Invalid input')
          ? first.message
          : `Invalid ${first?.instancePath?.slice(1) || 'request'}`
      return reply.code(400).send({ error: { code: 'INVALID', message } })
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, cause: err.cause }, 'Response did not match its schema')
      return reply.code(500).send({ error: { code: 'INTERNAL', message: 'An error occurred' } })
    }
    if (err.statusCode === 429) {
      return reply
        .code(429)
        .send({ error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later' } })
    }
    if (err.statusCode && err.statusCode < 500) {
      const code =
        err.code === 'FST_REQ_FILE_TOO_LARGE'
          ? 'FILE_TOO_LARGE'
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'BODY_TOO_LARGE'
            : 'BAD_REQUEST'
      return reply.code(err.statusCode).send({ error: { code, message: err.message } })
    }
    const refusal = INPUT_REFUSALS[postgresCode(err) ?? '']
    if (refusal) {
      req.log.warn({ err }, 'Database refused a value from the request')
      return reply.code(400).send({ error: { code: 'INVALID', message: refusal } })
    }
    req.log.error({ err }, 'Unhandled error')
    return reply.code(500).send({ error: { code: 'INTERNAL', message: 'An error occurred' } })
  })
}
