import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { AUTH_SECRET_FILE, loadConfig } from './config.ts'

const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdo-config-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })))

describe('AUTH_SECRET', () => {
  it('is generated on the first start, kept owner-only in DATA_DIR and reused on the next', () => {
    const dir = tempDir()
    const first = loadConfig({ DATA_DIR: dir }).AUTH_SECRET
    const file = path.join(dir, AUTH_SECRET_FILE)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(first).toHaveLength(43)
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).AUTH_SECRET).toBe(first)
    // Another install gets its own.
    expect(loadConfig({ DATA_DIR: tempDir() }).AUTH_SECRET).not.toBe(first)
  })

  it('is taken from the environment when set, without writing a file', () => {
    const dir = tempDir()
    expect(loadConfig({ DATA_DIR: dir, AUTH_SECRET: 'x'.repeat(32) }).AUTH_SECRET).toBe('x'.repeat(32))
    expect(fs.existsSync(path.join(dir, AUTH_SECRET_FILE))).toBe(false)
  })

  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      /AUTH_SECRET must be set/,
    )
  })
})

describe('production defaults', () => {
  const production = (extra: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(32), DATA_DIR: tempDir(), ...extra })

  it('turn off the demo data, the API explorer and the simulated payment', () => {
    expect(production()).toMatchObject({ SEED_DEMO_DATA: false, API_DOCS: false, PAYMENT_SIMULATION: false })
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({
      SEED_DEMO_DATA: true,
      API_DOCS: true,
      PAYMENT_SIMULATION: true,
    })
  })

  it('each can be switched on explicitly', () => {
    expect(production({ SEED_DEMO_DATA: 'true', API_DOCS: '1', PAYMENT_SIMULATION: 'true' })).toMatchObject({
      SEED_DEMO_DATA: true,
      API_DOCS: true,
      PAYMENT_SIMULATION: true,
    })
  })
})

describe('TRUST_PROXY', () => {
  const trust = (value?: string) =>
    loadConfig({ DATA_DIR: tempDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).TRUST_PROXY

  it('takes a hop count or a list of proxy addresses and CIDR ranges', () => {
    expect(trust()).toBe(false)
    expect(trust('false')).toBe(false)
    expect(trust('0')).toBe(false)
    expect(trust('1')).toBe(1)
    expect(trust('2')).toBe(2)
    expect(trust('10.0.0.0/8, 192.168.1.5,::1, fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'fd00::/8',
      'loopback',
    ])
  })

  it('still accepts true (every hop believed), and refuses anything else', () => {
    expect(trust('true')).toBe(true)
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.300', 'proxy.internal', '1.5', '10.0.0.0/8/1']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/)
    }
  })
})
