import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { AppError } from '../lib/errors.ts'

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
    req.log.error({ err }, 'Unhandled error')
    return reply.code(500).send({ error: { code: 'INTERNAL', message: 'An error occurred' } })
  })
}
