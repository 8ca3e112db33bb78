import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/helper.ts'
import { closeHttp } from './shutdown.ts'

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ workers: true })
})
afterAll(async () => t?.close())

describe('stopping an app', () => {
  it('lets the job in hand finish before the queue closes', async () => {
    let started = false
    let finished = false
    await t.ctx.jobs.work('test.slow', async () => {
      started = true
      await pause(1500)
      finished = true
    })
    await t.ctx.jobs.send('test.slow', {})
    for (let i = 0; i < 200 && !started; i++) await pause(50)
    expect(started).toBe(true)
    expect(t.ctx.jobs.stopping).toBe(false)
    const stop = t.ctx.jobs.stop()
    expect(t.ctx.jobs.stopping).toBe(true)
    await stop
    expect(finished).toBe(true)
    expect(t.ctx.jobs.running).toBe(false)
  })

  it('ends each event stream with a reconnect hint, so the browser comes back to another instance', async () => {
    const u = await t.createUser()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as { port: number }
    const res = await fetch(`http://127.0.0.1:${port}/api/events`, {
      headers: { cookie: u.cookie, accept: 'text/event-stream' },
    })
    expect(res.status).toBe(200)
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    while (!text.includes('event: ready')) text += decoder.decode((await reader.read()).value)

    await closeHttp(t.app, 5000, pino({ level: 'silent' }))
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      text += decoder.decode(value)
    }
    const hint = /retry: (\d+)\n\n$/.exec(text)
    expect(hint).not.toBeNull()
    expect(Number(hint![1])).toBeGreaterThanOrEqual(1000)
    expect(Number(hint![1])).toBeLessThan(5000)
    expect(t.ctx.streamSlots.total()).toBe(0)
  })
})
