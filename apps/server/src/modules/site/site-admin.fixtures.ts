import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll } from 'vitest'
import { auditLog } from '../../db/schema/audit.ts'
import { siteImages, siteSettings } from '../../db/schema/site.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

// The shop the site settings API tests share: an admin and a customer, with the requests and rows they
// make. Each test file that calls `useSiteAdminWorld()` gets its own app and database.

export let t: TestApp
export let admin: TestUser
export let customer: TestUser

/** Sets up the shared shop before the file's tests and closes it after them. */
export function useSiteAdminWorld() {
  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.createUser({ role: 'admin' })
    customer = await t.createUser()
  })
  afterAll(async () => t?.close())
}

export const SETTINGS = '/api/admin/site/settings'
export const getSettings = (cookie = admin.cookie) => t.request({ method: 'GET', url: SETTINGS, cookie })
export const save = (hero: object, cookie = admin.cookie) =>
  t.request({ method: 'PUT', url: SETTINGS, cookie, payload: { hero } })
export const home = async () => (await t.request({ method: 'GET', url: '/api/site/home' })).json()

export type Part = { name: string; filename?: string; type?: string; data: Buffer | string }

function multipart(parts: Part[]) {
  const boundary = '----rdo-site-boundary'
  const chunks: Buffer[] = []
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`
      : `form-data; name="${p.name}"`
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`))
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

export const upload = (key: string, parts: Part[], cookie = admin.cookie) =>
  t.request({ method: 'POST', url: `/api/admin/site/images/${key}`, cookie, ...multipart(parts) })
export const reset = (key: string, cookie = admin.cookie) =>
  t.request({ method: 'DELETE', url: `/api/admin/site/images/${key}`, cookie })

export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#9945ff' } })
    .png()
    .toBuffer()
export const file = (data: Buffer, filename = 'image.png', type = 'image/png'): Part => ({
  name: 'file',
  filename,
  type,
  data,
})

export const auditRows = (action?: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      action
        ? and(eq(auditLog.entity, 'site_setting'), eq(auditLog.action, action))
        : eq(auditLog.entity, 'site_setting'),
    )
    .orderBy(auditLog.createdAt)
export const storedRows = async () => ({
  settings: await t.db.select().from(siteSettings),
  images: await t.db.select().from(siteImages),
})
