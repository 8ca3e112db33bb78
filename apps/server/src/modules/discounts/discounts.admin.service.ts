import {
  DISCOUNT_ADMIN_MESSAGES as M,
  type AdminDiscountCodeDetail,
  type AdminDiscountListQuery,
  type AdminDiscountListResponse,
  type DiscountCodeInput,
  type DiscountCodeStatus,
} from '@rdo/contracts'
import { and, count, eq, ilike, inArray, not, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { categories, products } from '../../db/schema/catalog.ts'
import { discountCodes as c } from '../../db/schema/discounts.ts'
import { orders } from '../../db/schema/orders.ts'
import { isUuid } from '../../lib/access.ts'
import { likePattern, orderBy, pageWindow, toPage } from '../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { Conflict, Invalid, isUniqueViolation, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import {
  auditSnapshot,
  discountColumns,
  discountStats,
  toAdminDiscount,
  type DiscountCodeRow,
} from './discount-admin-dto.ts'

const notFound = () => new NotFound(M.notFound, 'DISCOUNT_NOT_FOUND')
const duplicate = () => new Conflict(M.duplicateCode, 'DUPLICATE_CODE')

/** The SQL of each status, the same rule as `discountCodeStatus`, read at the instant `now`. */
function statusWhere(status: DiscountCodeStatus, now: Date): SQL {
  const ended = sql`(${c.endsAt} is not null and ${c.endsAt} <= ${now})`
  const usedUp = sql`(${c.usageLimit} is not null and ${c.uses} >= ${c.usageLimit})`
  const notStarted = sql`(${c.startsAt} is not null and ${c.startsAt} > ${now})`
  const live = and(eq(c.active, true), not(ended))!
  switch (status) {
    case 'inactive':
      return eq(c.active, false)
    case 'expired':
      return and(eq(c.active, true), ended)!
    case 'used_up':
      return and(live, usedUp)!
    case 'scheduled':
      return and(live, not(usedUp), notStarted)!
    case 'active':
      return and(live, not(usedUp), not(notStarted))!
  }
}

/**
 * One page of codes, newest first (or by code), searched by code and filtered by status, each with the
 * figures of its paid orders (summed for this page's codes only).
 */
export async function listDiscounts(
  ctx: AppContext,
  q: AdminDiscountListQuery,
): Promise<AdminDiscountListResponse> {
  const now = new Date()
  const where = and(
    q.q ? ilike(c.code, likePattern(q.q)) : undefined,
    q.status ? statusWhere(q.status, now) : undefined,
  )
  const sortColumn = q.sort === 'code' ? sql`upper(${c.code})` : sql`${c.createdAt}`
  const { limit, offset } = pageWindow(q)
  const [rows, [n]] = await Promise.all([
    ctx.db
      .select()
      .from(c)
      .where(where)
      .orderBy(orderBy(sortColumn, q.dir, sql`${c.id}`))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(c).where(where),
  ])
  const stats = await discountStats(
    ctx.db,
    rows.map((r) => r.id),
  )
  return toPage(
    rows.map((r) => toAdminDiscount(r, stats.get(r.id), now.getTime())),
    n?.n ?? 0,
    q,
  )
}

async function findCode(db: DbOrTx, id: string, lock = false) {
  if (!isUuid(id)) throw notFound()
  const query = db.select().from(c).where(eq(c.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound()
  return row
}

/** The code with its figures and the names of the products and categories it is limited to. */
async function detailOf(db: DbOrTx, row: DiscountCodeRow): Promise<AdminDiscountCodeDetail> {
  const [stats, named, cats] = await Promise.all([
    discountStats(db, [row.id]),
    row.productIds.length
      ? db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, row.productIds))
      : [],
    row.categoryIds.length
      ? db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, row.categoryIds))
      : [],
  ])
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)
  return {
    ...toAdminDiscount(row, stats.get(row.id)),
    products: [...named].sort(byName),
    categories: [...cats].sort(byName),
  }
}

export async function getDiscount(ctx: AppContext, id: string) {
  return { discount: await detailOf(ctx.db, await findCode(ctx.db, id)) }
}

/** Refuses (400) products or categories that do not exist (deleted since the editor loaded them). */
async function checkTargets(db: DbOrTx, cols: ReturnType<typeof discountColumns>) {
  if (cols.productIds.length) {
    const [found] = await db
      .select({ n: count() })
      .from(products)
      .where(inArray(products.id, cols.productIds))
    if (found!.n !== cols.productIds.length) throw new Invalid(M.productMissing, 'PRODUCT_MISSING')
  }
  if (cols.categoryIds.length) {
    const [found] = await db
      .select({ n: count() })
      .from(categories)
      .where(inArray(categories.id, cols.categoryIds))
    if (found!.n !== cols.categoryIds.length) throw new Invalid(M.categoryMissing, 'CATEGORY_MISSING')
  }
}

/** A taken code (any case) is a 409, whether the check or the unique index finds it. */
async function refuseDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (isUniqueViolation(err, 'discount_codes_code_idx')) throw duplicate()
    throw err
  }
}

export async function createDiscount(ctx: AppContext, actor: AuditActor, body: DiscountCodeInput) {
  const cols = discountColumns(body)
  return refuseDuplicates(() =>
    ctx.db.transaction(async (tx) => {
      await checkTargets(tx, cols)
      const [row] = await tx
        .insert(c)
        .values({ ...cols, createdBy: actor.id })
        .returning()
      await writeAudit(tx, actor, {
        action: 'discount_code.create',
        entity: 'discount_codes',
        entityId: row!.id,
        after: auditSnapshot(row!),
      })
      return { discount: await detailOf(tx, row!), message: M.created }
    }),
  )
}

/**
 * Saves what an admin sets. The row is locked first, so a checkout taking a use waits: the new usage
 * limit is compared with the uses as they stand, and may not go below them (the uses are checkout's).
 */
export async function updateDiscount(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  body: DiscountCodeInput,
) {
  const cols = discountColumns(body)
  return refuseDuplicates(() =>
    ctx.db.transaction(async (tx) => {
      const before = await findCode(tx, id, true)
      if (cols.usageLimit !== null && cols.usageLimit < before.uses)
        throw new Conflict(M.limitBelowUses(before.uses), 'LIMIT_BELOW_USES')
      await checkTargets(tx, cols)
      const [after] = await tx
        .update(c)
        .set({ ...cols, updatedAt: sql`now()` })
        .where(eq(c.id, id))
        .returning()
      await writeAudit(tx, actor, {
        action: 'discount_code.update',
        entity: 'discount_codes',
        entityId: id,
        before: auditSnapshot(before),
        after: auditSnapshot(after!),
      })
      return { discount: await detailOf(tx, after!), message: M.saved }
    }),
  )
}

/** Deactivating stops the code at the next checkout; orders that carry it keep their discount. */
export async function setDiscountActive(ctx: AppContext, actor: AuditActor, id: string, active: boolean) {
  return ctx.db.transaction(async (tx) => {
    const before = await findCode(tx, id, true)
    let row = before
    if (before.active !== active) {
      ;[row] = (await tx
        .update(c)
        .set({ active, updatedAt: sql`now()` })
        .where(eq(c.id, id))
        .returning()) as [DiscountCodeRow]
      await writeAudit(tx, actor, {
        action: active ? 'discount_code.activate' : 'discount_code.deactivate',
        entity: 'discount_codes',
        entityId: id,
        before: { active: before.active },
        after: { active },
      })
    }
    return { discount: await detailOf(tx, row), message: active ? M.activated : M.deactivated }
  })
}

/** Deletes a code no order ever carried; one that was used stays for the books (409: deactivate it). */
export async function deleteDiscount(ctx: AppContext, actor: AuditActor, id: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await findCode(tx, id, true)
    const [used] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.discountCodeId, id))
      .limit(1)
    if (used || row.uses > 0) throw new Conflict(M.usedCannotDelete, 'USED')
    await tx.delete(c).where(eq(c.id, id))
    await writeAudit(tx, actor, {
      action: 'discount_code.delete',
      entity: 'discount_codes',
      entityId: id,
      before: auditSnapshot(row),
    })
    return { message: M.deleted }
  })
}
