import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { postgresCode, registerErrorHandler } from './error-handler.ts'

/** The shape of a node-postgres DatabaseError, as Drizzle wraps it (`cause`). */
const pgError = (code: string) => Object.assign(new Error('db refused'), { code, severity: 'ERROR' })
const wrapped = (code: string) => Object.assign(new Error('Failed query: insert …'), { cause: pgError(code) })

async function answerTo(err: Error) {
  const app = Fastify()
  registerErrorHandler(app)
  app.get('/boom', async () => {
    throw err
  })
  const res = await app.inject({ method: 'GET', url: '/boom' })
  await app.close()
  return res
}

describe('database refusals of a value', () => {
  it.each([
    ['22P05', 'The request contains characters that are not allowed'],
    ['22021', 'The request contains characters that are not allowed'],
    ['22P02', 'The request contains a malformed value'],
    ['22003', 'A number in the request is out of range'],
    ['22001', 'A value in the request is too long'],
    ['54000', 'A value in the request is too long'],
  ])('%s is a 400, wrapped or not', async (code, message) => {
    for (const err of [pgError(code), wrapped(code)]) {
      const res = await answerTo(err)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: { code: 'INVALID', message } })
    }
  })

  it('other database errors stay a 500 without details', async () => {
    const res = await answerTo(wrapped('40P01'))
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: 'An error occurred' } })
  })

  it('reads only database errors, not other coded errors', () => {
    expect(postgresCode(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBeUndefined()
    expect(postgresCode(wrapped('54000'))).toBe('54000')
  })
})
