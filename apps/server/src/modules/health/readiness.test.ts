import { describe, expect, it, vi } from 'vitest'
import { cachedCheck, runChecks, type ReadyCheck } from './readiness.ts'

const up = (name: string, required = true): ReadyCheck => ({ name, required, run: async () => {} })
const down = (name: string, required = true): ReadyCheck => ({
  name,
  required,
  run: async () => {
    throw new Error(`${name} refused: host db.internal`)
  },
})

describe('runChecks', () => {
  it('is ok when all answer, degraded when only an optional check fails, an error when a required one does', async () => {
    const failed = vi.fn()
    expect((await runChecks([up('database'), up('smtp', false)], failed)).status).toBe('ok')
    const degraded = await runChecks([up('database'), down('smtp', false)], failed)
    expect(degraded.status).toBe('degraded')
    expect(degraded.checks[1]).toMatchObject({ name: 'smtp', state: 'down', required: false })
    expect((await runChecks([down('database'), up('smtp', false)], failed)).status).toBe('error')
    // The cause goes to the caller's log, never into the report.
    expect(failed).toHaveBeenCalledWith(
      'database',
      expect.objectContaining({ message: expect.stringContaining('db.internal') }),
    )
    expect(JSON.stringify(degraded)).not.toContain('db.internal')
  })

  it('gives up on a check that does not answer in time, and aborts it', async () => {
    let aborted = false
    const hanging: ReadyCheck = {
      name: 'storage',
      required: true,
      run: (signal) =>
        new Promise(() => {
          signal.addEventListener('abort', () => (aborted = true))
        }),
    }
    const started = Date.now()
    const report = await runChecks([hanging, up('database')], () => {}, 50)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(report.checks.map((c) => [c.name, c.state])).toEqual([
      ['storage', 'down'],
      ['database', 'up'],
    ])
    expect(aborted).toBe(true)
  })
})

describe('cachedCheck', () => {
  it('asks once per period and repeats the outcome, failures included', async () => {
    let calls = 0
    let fail = false
    const check = cachedCheck(60_000, async () => {
      calls++
      if (fail) throw new Error('mail server down')
    })
    await Promise.all([check(), check(), check()])
    expect(calls).toBe(1)
    fail = true
    await expect(check()).resolves.toBeGreaterThanOrEqual(0)
    expect(calls).toBe(1)

    const failing = cachedCheck(60_000, async () => {
      calls++
      throw new Error('mail server down')
    })
    await expect(failing()).rejects.toThrow('mail server down')
    await expect(failing()).rejects.toThrow('mail server down')
    expect(calls).toBe(2)
  })
})
