import type { FastifyInstance } from 'fastify'
import { PUBLIC } from '../../lib/access.ts'
import { BUCKETS, type Bucket } from './storage.ts'

/** Serves stored files. Keys are content-unique, so they are cached for a year. */
export default async function fileRoutes(app: FastifyInstance) {
  app.get<{ Params: { bucket: string; '*': string } }>(
    '/files/:bucket/*',
    { config: { access: PUBLIC }, schema: { hide: true } },
    async (req, reply) => {
      const { bucket } = req.params
      const key = req.params['*']
      if (
        !BUCKETS.includes(bucket as Bucket) ||
        !/^[a-zA-Z0-9][a-zA-Z0-9._/-]{0,200}$/.test(key) ||
        key.includes('..')
      ) {
        return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'File not found' } })
      }
      const obj = await app.ctx.storage.get(bucket as Bucket, key)
      if (!obj) return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'File not found' } })
      reply
        .header('content-type', obj.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      if (obj.size !== undefined) reply.header('content-length', obj.size)
      return reply.send(obj.body)
    },
  )
}
