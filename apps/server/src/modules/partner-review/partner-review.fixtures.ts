import crypto from 'node:crypto'
import { partnerShareOf } from '@rdo/contracts'
import { and, eq } from 'drizzle-orm'
import { auditLog } from '../../db/schema/audit.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { orderItems, orders } from '../../db/schema/orders.ts'
import { partnerDesigns, partnerEmbeds, partnerLedger, partnerProjects } from '../../db/schema/partners.ts'
import type { TestApp } from '../../../test/helper.ts'
import { createPartnerProducts } from '../partners/index.ts'

/** Test data and reads for the partner back-office tests. */

type Status = 'pending' | 'approved' | 'rejected'
type Project = typeof partnerProjects.$inferSelect
type Design = typeof partnerDesigns.$inferSelect

const hoursAgo = (hours = 1) => new Date(Date.now() - hours * 3600_000)

export async function makeProject(
  t: TestApp,
  p: { createdBy: string; name?: string; symbol?: string; status?: Status; ageHours?: number },
): Promise<Project> {
  const [row] = await t.db
    .insert(partnerProjects)
    .values({
      name: p.name ?? `Project ${crypto.randomBytes(3).toString('hex')}`,
      tokenSymbol: p.symbol ?? 'TEST',
      websiteUrl: 'https://project.example/about',
      logoUrl: '/files/partners/seed/logo.webp',
      description: 'A test project',
      contactName: 'Contact',
      contactEmail: 'contact@project.example',
      walletAddress: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
      status: p.status ?? 'approved',
      createdBy: p.createdBy,
      createdAt: hoursAgo(p.ageHours),
    })
    .returning()
  return row!
}

/** A design of a project; an approved one gets its store products, as the admin's approval would. */
export async function makePartnerDesign(
  t: TestApp,
  project: Project,
  d: { title?: string; status?: Status; ageHours?: number } = {},
): Promise<Design> {
  return t.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partnerDesigns)
      .values({
        partnerId: project.id,
        imageUrl: `/files/partners/${project.createdBy}/design/${crypto.randomUUID()}-1200.webp`,
        title: d.title ?? `Design ${crypto.randomBytes(3).toString('hex')}`,
        description: 'A design for the test store',
        status: d.status ?? 'approved',
        createdBy: project.createdBy,
        createdAt: hoursAgo(d.ageHours),
      })
      .returning()
    if (row!.status === 'approved') await createPartnerProducts(tx, row!, project)
    return row!
  })
}

export async function makeEmbed(t: TestApp, partnerId: string, allowedDomains: string[], isActive = true) {
  await t.db
    .insert(partnerEmbeds)
    .values({ partnerId, embedCode: `<iframe src="/embed/${partnerId}"></iframe>`, allowedDomains, isActive })
}

/**
 * A paid order with one partner line of `design` (unit price × quantity) and its accrual in the
 * ledger, as the payment would write it; `refunded` adds the line's reversal too. Returns the rows.
 */
export async function paidPartnerLine(
  t: TestApp,
  design: Design,
  line: { unitCents: number; quantity?: number; refunded?: boolean; name?: string },
) {
  const quantity = line.quantity ?? 1
  const subtotalCents = line.unitCents * quantity
  const [order] = await t.db
    .insert(orders)
    .values({
      contactEmail: 'buyer@example.com',
      status: 'processing',
      paymentStatus: 'paid',
      paymentProvider: 'simulated',
      paidAt: new Date(),
      subtotalCents,
      shippingCents: 595,
      totalCents: subtotalCents + 595,
      shippingAddress: {
        name: 'Ada Lovelace',
        address: '1 Market St',
        address2: '',
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94105',
        country: 'US',
      },
    })
    .returning()
  const [item] = await t.db
    .insert(orderItems)
    .values({
      orderId: order!.id,
      partnerDesignId: design.id,
      productType: 'tshirt',
      name: line.name ?? `${design.title} T-Shirt`,
      size: 'M',
      color: 'Black',
      unitPriceCents: line.unitCents,
      quantity,
    })
    .returning()
  const share = partnerShareOf(subtotalCents)
  const entries: { kind: 'accrual' | 'reversal'; amountCents: number }[] = [
    { kind: 'accrual', amountCents: share },
  ]
  if (line.refunded) entries.push({ kind: 'reversal', amountCents: -share })
  const rows = await t.db
    .insert(partnerLedger)
    .values(entries.map((e) => ({ partnerId: design.partnerId, orderItemId: item!.id, ...e })))
    .returning()
  return { order: order!, item: item!, entries: rows }
}

export const auditOf = (t: TestApp, entityId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt)

/** The owner's `system` notifications about one project. */
export const noticesOf = (t: TestApp, userId: string, partnerId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'system')))
    .then((rows) => rows.filter((n) => n.data.partner_id === partnerId))

/** The outbox messages of one named template sent to `email`. */
export const emailsOf = async (t: TestApp, email: string, template: string) =>
  (await t.outbox(email)).filter((m) => m.templateName === template)
