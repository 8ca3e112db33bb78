import { once } from 'node:events'
import { Worker } from 'node:worker_threads'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_ORIGIN, createTestApp, type TestApp } from '../../../test/helper.ts'
import { admit, createDrop, drawEndingIn, seasonedUser, sleepUntil } from '../../../test/fixtures/drops.ts'
import { dropDrawEntries } from '../../db/schema/drops.ts'

let t: TestApp
let port: number
beforeAll(async () => {
  t = await createTestApp()
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port)
})
afterAll(async () => {
  await t?.close()
})

/**
 * A buyer on a thread of their own, with a connection to the server already open: presses Buy when
 * told, whatever the server's own thread is doing, and reports when the press left and its answer.
 */
const BUYER = `
const { parentPort, workerData } = require('node:worker_threads')
const http = require('node:http')
const { port, cookie, origin, dropId } = workerData
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
const send = (method, path, body) => new Promise((resolve, reject) => {
  const req = http.request({ host: '127.0.0.1', port, method, path, agent,
    headers: { cookie, origin, 'content-type': 'application/json' } }, (res) => {
    let data = ''
    res.on('data', (c) => (data += c))
    res.on('end', () => resolve({ status: res.statusCode, body: data }))
  })
  req.on('error', reject)
  req.end(body)
})
send('GET', '/api/drops/clock').then(() => parentPort.postMessage({ ready: true }))
parentPort.on('message', async () => {
  const sentAt = Date.now()
  const answer = await send('POST', '/api/drops/' + dropId + '/admission', '{"quantity":1}')
  parentPort.postMessage({ sentAt, ...answer })
  agent.destroy()
})
`

const busy = (ms: number) => {
  const end = Date.now() + ms
  while (Date.now() < end);
}

describe('the opening draw on a busy server', () => {
  it('counts a press sent before the draw ended, though the server read it after', async () => {
    const { drop } = await createDrop(t, {
      startsAt: new Date(Date.now() + 60_000),
      product: { sizes: { M: 1 } },
    })
    const [early, late] = await Promise.all([seasonedUser(t), seasonedUser(t)])
    const buyer = new Worker(BUYER, {
      eval: true,
      workerData: { port, cookie: late.cookie, origin: APP_ORIGIN, dropId: drop.id },
    })
    try {
      await once(buyer, 'message')
      // The window opened a moment ago: its draw ends in 800 ms.
      const { closesAt } = await drawEndingIn(t, drop.id, 800)
      const earlyPress = admit(t, early, drop.id)
      // Shortly before the end, the other buyer presses while the server's loop is held (a rush) until
      // after the draw has ended: the press waits, unread, in the connection.
      await sleepUntil(closesAt - 300)
      buyer.postMessage('press')
      busy(closesAt + 400 - Date.now())
      const [late_] = (await once(buyer, 'message')) as [{ sentAt: number; status: number; body: string }]
      expect(late_.sentAt).toBeLessThan(closesAt)

      // Both presses were drawn, one unit between them: the busy server's lateness cost nobody their entry.
      const entries = await t.db.select().from(dropDrawEntries).where(eq(dropDrawEntries.dropId, drop.id))
      expect(entries.map((e) => e.userId).sort()).toEqual([early.id, late.id].sort())
      const statuses = [(await earlyPress).statusCode, late_.status].sort()
      expect(statuses).toEqual([200, 409])
      expect(entries.map((e) => e.outcome).sort()).toEqual(['granted', 'sold_out'])
    } finally {
      await buyer.terminate()
    }
  })
})
