import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/helper.ts'
import { createLogger, redactUrl } from './logger.ts'

let t: TestApp
const lines: string[] = []
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk))
      done()
    },
  })
  t = await createTestApp({ logger: createLogger({ LOG_LEVEL: 'info' }, sink) })
})
afterAll(async () => t?.close())

describe('request logs', () => {
  it('keep the route and the query keys but no query value, email or client address', async () => {
    lines.length = 0
    await t.request({ method: 'GET', url: '/api/products?q=secret%20term&sort=newest' })
    await t.request({
      method: 'GET',
      url: '/api/newsletter/unsubscribe?email=ann%40example.com&token=tok123',
    })
    await t.request({ method: 'GET', url: '/api/people/ann@example.com' })
    const log = lines.join('')
    expect(log).toContain('/api/products?q=[redacted]&sort=[redacted]')
    expect(log).toContain('"route":"/api/products"')
    for (const secret of [
      'secret',
      'newest',
      'ann%40example.com',
      'ann@example.com',
      'tok123',
      '127.0.0.1',
    ]) {
      expect([secret, log.includes(secret)]).toEqual([secret, false])
    }
  })

  it('drop emails and postal addresses that services log', () => {
    lines.length = 0
    t.ctx.log.error('Could not send', {
      email: 'ann@example.com',
      order: { contactEmail: 'ann@example.com', shippingAddress: { address: '1 Market St' } },
      err: { detail: 'Key (email)=(ann@example.com) already exists.' },
    })
    const log = lines.join('')
    expect(log).toContain('Could not send')
    expect(log).not.toContain('ann@example.com')
    expect(log).not.toContain('Market')
  })
})

describe('redactUrl', () => {
  it.each([
    ['/api/orders', '/api/orders'],
    ['/api/search?q=%00&page=2', '/api/search?q=[redacted]&page=[redacted]'],
    ['/reset-password?token=abc', '/reset-password?token=[redacted]'],
    ['/u/a%40b.co/x?flag', '/u/[redacted]/x?flag'],
  ])('%s → %s', (url, expected) => expect(redactUrl(url)).toBe(expected))
})

describe('request ids', () => {
  const idOf = async (header: string) => {
    const res = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': header } })
    return res.headers['x-request-id']
  }

  it('keep a short plain id the client sends', async () => {
    expect(await idOf('lb-1a2b.3C_4')).toBe('lb-1a2b.3C_4')
    expect(await idOf('a'.repeat(64))).toBe('a'.repeat(64))
  })

  it('replace a long or odd-looking one with a fresh id, in the answer and the log', async () => {
    lines.length = 0
    for (const header of ['a'.repeat(65), 'abc def', 'id"}\\n{"level":60', 'ünïcode', 'x/../y']) {
      const id = await idOf(header)
      expect(id).not.toBe(header)
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
    }
    const log = lines.join('')
    expect(log).not.toContain('a'.repeat(65))
    expect(log).not.toContain('abc def')
  })
})
