import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLogger } from '../../logger.ts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'

let t: TestApp
const logged: string[] = []
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      logged.push(String(chunk))
      done()
    },
  })
  t = await createTestApp({ logger: createLogger({ LOG_LEVEL: 'error' }, sink) })
})
afterAll(async () => t?.close())

describe('GET /api/health', () => {
  it('answers ok while the database answers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' })
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok', database: 'ok' }])
  })

  it('says only "unavailable" when the database fails; the cause goes to the log', async () => {
    const cause = 'password authentication failed for user shop at db.internal:5432'
    const spy = vi.spyOn(t.ctx.db, 'execute').mockRejectedValueOnce(new Error(cause))
    try {
      const res = await t.request({ method: 'GET', url: '/api/health' })
      expect([res.statusCode, res.json()]).toEqual([503, { status: 'error', database: 'unavailable' }])
      expect(res.body).not.toContain('db.internal')
      expect(logged.join('')).toContain(cause)
    } finally {
      spy.mockRestore()
    }
  })
})
