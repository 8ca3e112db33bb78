import type { PrintifyImport } from '@rdo/contracts'
import { expect } from 'vitest'
import { startPrintifyStandIn, type PrintifyStandIn } from '../../../../../scripts/printify-stand-in.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

export type PrintifyWorld = { t: TestApp; standIn: PrintifyStandIn; admin: TestUser; customer: TestUser }

/** The app pointed at a fresh Printify stand-in, with job workers running, an admin and a customer. */
export async function startPrintifyWorld(options: { token?: string } = {}): Promise<PrintifyWorld> {
  const standIn = await startPrintifyStandIn()
  const t = await createTestApp({
    workers: true,
    env: { PRINTIFY_BASE_URL: standIn.url, PRINTIFY_API_TOKEN: options.token ?? standIn.token },
  })
  const admin = await t.createUser({ role: 'admin', name: 'Printify Admin' })
  const customer = await t.createUser({ name: 'Customer' })
  return { t, standIn, admin, customer }
}

export async function stopPrintifyWorld(w: PrintifyWorld | undefined) {
  await w?.t.close()
  await w?.standIn.close()
}

/** Queues an import and polls it (as the screen does) until it ends. */
export async function importAndWait(w: PrintifyWorld, productIds: string[]): Promise<PrintifyImport> {
  const res = await w.t.request({
    method: 'POST',
    url: '/api/admin/printify/imports',
    cookie: w.admin.cookie,
    payload: { shop_id: w.standIn.shop.id, product_ids: productIds },
  })
  expect(res.statusCode, res.body).toBe(202)
  const id: string = res.json().import.id
  for (let i = 0; i < 300; i++) {
    const poll = await w.t.request({
      method: 'GET',
      url: `/api/admin/printify/imports/${id}`,
      cookie: w.admin.cookie,
    })
    const job = poll.json().import as PrintifyImport
    if (job.status === 'done' || job.status === 'failed') return job
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`import ${id} did not finish`)
}

/** Stand-in requests for product images (what the import downloaded). */
export const imageDownloads = (standIn: PrintifyStandIn) =>
  standIn.calls.filter((c) => c.path.startsWith('/images/'))
