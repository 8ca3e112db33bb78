import crypto from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { EMAIL_TEMPLATES } from '../../demo-data/email-templates.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { emailTemplates } from '../../db/schema/email.ts'
import { communityDesigns } from '../../db/schema/community.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

// The shop the design review API tests share: an admin, a customer and a design submitter, the shop's
// review email templates, and the requests and rows they make. Each test file that calls
// `useDesignReviewWorld()` gets its own app and database.

export let t: TestApp
export let admin: TestUser
export let customer: TestUser
export let submitter: TestUser

/** Sets up the shared shop before the file's tests and closes it after them. */
export function useDesignReviewWorld() {
  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.createUser({ role: 'admin', name: 'Ada Admin' })
    customer = await t.createUser({ name: 'Carl Customer' })
    submitter = await t.createUser({ name: 'Sam Submitter', email: 'sam.submitter@example.com' })
    await t.db.update(profiles).set({ fullName: 'Samira Submitter' }).where(eq(profiles.id, submitter.id))
    // The shop's own review templates (the built-in fallbacks carry no links).
    await t.db.insert(emailTemplates).values(
      EMAIL_TEMPLATES.filter((e) => e.name.startsWith('design-')).map((e) => ({
        name: e.name,
        subject: e.subject,
        htmlContent: e.html,
        textContent: e.text,
        variables: e.variables,
      })),
    )
  })
  afterAll(async () => t?.close())
}

export type Method = 'GET' | 'POST' | 'DELETE'
export const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, cookie, payload })

export async function makeDesign(
  title: string,
  opts: { status?: 'pending' | 'approved' | 'rejected'; by?: string; extras?: string[] } = {},
) {
  const [d] = await t.db
    .insert(communityDesigns)
    .values({
      description: title,
      prompt: `About ${title}`,
      imageUrl: `/files/designs/2026-01/${crypto.randomUUID()}-1200.webp`,
      style: 'minimalist',
      status: opts.status ?? 'pending',
      createdBy: opts.by ?? submitter.id,
      metadata: { wallet_address: null, additional_images: opts.extras ?? [] },
    })
    .returning()
  return d!
}

export const auditOf = (entityId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt)
export const noticesFor = (designId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, submitter.id), sql`${notifications.data}->>'design_id' = ${designId}`),
    )
export const emailsAbout = async (title: string) =>
  (await t.outbox(submitter.email)).filter((m) => m.subject.includes(title))
