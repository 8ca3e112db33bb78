import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger } from '../src/logger.ts'
import { createTestApp, type TestApp } from './helper.ts'

const PROXY = '10.0.0.2'
const CLIENT = '203.0.113.7'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

/**
 * Sign-in attempts from one client through a proxy that appends the address it saw to
 * X-Forwarded-For, each with a different address the client wrote there itself.
 */
async function spoofedAttempts(app: TestApp, n: number, remoteAddress = PROXY) {
  const statuses: number[] = []
  for (let i = 0; i < n; i++) {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress,
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${CLIENT}` },
      payload: { email: `nobody-${i}@example.com`, password: 'wrong-password', portal: 'customer' },
    })
    statuses.push(res.statusCode)
  }
  return statuses
}

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  it('is the address the trusted proxy saw, whatever the client writes into X-Forwarded-For', async () => {
    for (const setting of ['1', '10.0.0.0/8']) {
      t = await createTestApp({ env: { TRUST_PROXY: setting, RATE_LIMIT_AUTH_MAX: '3' } })
      // One client: the fourth attempt in the window is over the per-address limit.
      expect(await spoofedAttempts(t, 4), setting).toEqual([401, 401, 401, 429])
      await t.close()
      t = undefined
    }
  })

  it('is the connection’s own address when it does not come from a trusted proxy', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8', RATE_LIMIT_AUTH_MAX: '3' } })
    // A client reaching the server directly cannot pass for anyone else either.
    expect(await spoofedAttempts(t, 4, '192.0.2.50')).toEqual([401, 401, 401, 429])
  })

  it('trusts every hop only when told TRUST_PROXY=true, and says loudly at start-up what that allows', async () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk))
        done()
      },
    })
    t = await createTestApp({
      env: { TRUST_PROXY: 'true', RATE_LIMIT_AUTH_MAX: '3' },
      logger: createLogger({ LOG_LEVEL: 'warn' }, sink),
    })
    const warning = lines.map((l) => JSON.parse(l)).find((l) => /TRUST_PROXY=true/.test(l.msg))
    expect(warning).toMatchObject({ level: 40 })
    expect(warning.msg).toMatch(/any client can name its own address/)
    // Which is exactly the weakness: each made-up address gets its own allowance.
    expect(await spoofedAttempts(t, 4)).toEqual([401, 401, 401, 401])
  })
})
