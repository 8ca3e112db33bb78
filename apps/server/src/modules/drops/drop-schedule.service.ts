import {
  ADMIN_PRODUCT_MESSAGES,
  DROP_MESSAGES,
  HOLDER_MINIMUM,
  type AdminDrop,
  type AdminDropListResponse,
  type dropScheduleBody,
} from '@rdo/contracts'
import { asc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import { products } from '../../db/schema/catalog.ts'
import { productDrops } from '../../db/schema/drops.ts'
import { isUuid } from '../../lib/access.ts'
import type { AuditActor } from '../../lib/audit.ts'
import { writeAudit } from '../../lib/audit.ts'
import { Invalid, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { invalidateCatalog } from '../catalog/index.ts'
import { toAdminDrop } from './drop-dto.ts'
import { scheduleOpenNotice } from './drop-open.ts'

export type DropScheduleInput = z.output<typeof dropScheduleBody>

const productNotFound = () => new NotFound(ADMIN_PRODUCT_MESSAGES.productNotFound)

/**
 * Touching the product makes the catalogue tables' trigger announce a change, so every instance drops
 * its cached product data (which carries the drop's times), not only this one.
 */
async function touchProduct(tx: DbOrTx, productId: string) {
  await tx
    .update(products)
    .set({ updatedAt: sql`now()` })
    .where(eq(products.id, productId))
}

/** Upcoming drops and those that started in the last seven days, soonest first, with their product. */
export async function listDrops(ctx: AppContext): Promise<AdminDropListResponse> {
  const rows = await ctx.db
    .select({ drop: productDrops, name: products.name, slug: products.slug })
    .from(productDrops)
    .innerJoin(products, eq(products.id, productDrops.productId))
    .where(sql`${productDrops.startsAt} >= now() - interval '7 days'`)
    .orderBy(asc(productDrops.startsAt), asc(productDrops.id))
  return {
    items: rows.map((r) => ({ ...toAdminDrop(r.drop), product_name: r.name, product_slug: r.slug })),
  }
}

/**
 * Creates or replaces the product's drop. The holder window must open before the public start, and a
 * drop that has not started (a new one included) must start in the future; a running one may be
 * edited. Its admissions and held units carry over. The opening notice is queued for the start unless
 * it went out already.
 */
export async function saveDrop(
  ctx: AppContext,
  actor: AuditActor,
  productId: string,
  body: DropScheduleInput,
): Promise<AdminDrop> {
  if (!isUuid(productId)) throw productNotFound()
  const startsAt = new Date(body.starts_at)
  const holderStartsAt = body.holder_starts_at ? new Date(body.holder_starts_at) : null
  if (holderStartsAt && holderStartsAt >= startsAt) {
    throw new Invalid(DROP_MESSAGES.holderWindowOrder, 'HOLDER_WINDOW_ORDER')
  }
  const holderMinimum = holderStartsAt ? String(body.holder_minimum ?? HOLDER_MINIMUM) : null
  const drop = await ctx.db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update')
    if (!product) throw productNotFound()
    const [before] = await tx.select().from(productDrops).where(eq(productDrops.productId, productId))
    // A drop that has not started yet cannot be moved into the past; a running one keeps its start.
    const started = before && before.startsAt.getTime() <= Date.now()
    if (!started && startsAt.getTime() <= Date.now()) {
      throw new Invalid(DROP_MESSAGES.startInPast, 'START_IN_PAST')
    }
    const moved = before && before.startsAt.getTime() !== startsAt.getTime()
    const values = {
      startsAt,
      holderStartsAt,
      holderMinimum,
      perCustomerLimit: body.per_customer_limit,
      timeZone: body.time_zone,
      updatedAt: new Date(),
      // A drop moved to a later start is announced again at that start.
      ...(moved && startsAt.getTime() > Date.now() ? { notifiedAt: null } : {}),
    }
    const [row] = before
      ? await tx.update(productDrops).set(values).where(eq(productDrops.id, before.id)).returning()
      : await tx
          .insert(productDrops)
          .values({ ...values, productId, createdBy: actor.id })
          .returning()
    if (!row!.notifiedAt) await scheduleOpenNotice(ctx, tx, row!)
    await touchProduct(tx, productId)
    await writeAudit(tx, actor, {
      action: before ? 'drop.update' : 'drop.create',
      entity: 'product_drops',
      entityId: row!.id,
      before: before ? toAdminDrop(before) : null,
      after: toAdminDrop(row!),
    })
    return row!
  })
  ctx.runtimes.drops.pulse.forgetDrop(drop.id)
  invalidateCatalog(ctx)
  return toAdminDrop(drop)
}

/** Removes the product's drop (its admissions and notify requests go with it). */
export async function deleteDrop(ctx: AppContext, actor: AuditActor, productId: string): Promise<void> {
  if (!isUuid(productId)) throw new NotFound(DROP_MESSAGES.dropNotFound, 'DROP_NOT_FOUND')
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(productDrops).where(eq(productDrops.productId, productId)).returning()
    if (!gone) throw new NotFound(DROP_MESSAGES.dropNotFound, 'DROP_NOT_FOUND')
    await touchProduct(tx, productId)
    await writeAudit(tx, actor, {
      action: 'drop.delete',
      entity: 'product_drops',
      entityId: gone.id,
      before: toAdminDrop(gone),
    })
  })
  invalidateCatalog(ctx)
}
