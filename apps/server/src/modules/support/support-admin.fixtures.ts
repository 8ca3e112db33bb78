import { eq } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { auditLog } from '../../db/schema/audit.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

// The shop the admin support API tests share: an admin and a customer, with the requests they make.
// Each test file that calls `useSupportAdminWorld()` gets its own app and database.

export let t: TestApp
export let admin: TestUser
export let customer: TestUser

/** Sets up the shared shop before the file's tests and closes it after them. */
export function useSupportAdminWorld() {
  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.createUser({ role: 'admin' })
    customer = await t.createUser()
  })
  afterAll(async () => t?.close())
}

export const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, cookie, payload })
export const openTicket = async (subject: string, cookie = customer.cookie, priority = 'medium') =>
  (
    await call('POST', '/api/support/tickets', cookie, { subject, message: `About ${subject}`, priority })
  ).json()
export const auditOf = (ticketId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, ticketId)).orderBy(auditLog.createdAt)
