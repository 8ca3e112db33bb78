import {
  ppmToRatePercent,
  ratePercentToPpm,
  TAX_ADMIN_MESSAGES as M,
  type TaxRate,
  type TaxRateListQuery,
  type TaxRateListResponse,
  type TaxSettings,
  type taxRateBody,
} from '@rdo/contracts'
import { asc, count, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import { taxRates } from '../../db/schema/tax.ts'
import { isUuid } from '../../lib/access.ts'
import { pageWindow, toPage } from '../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { Conflict, isUniqueViolation, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { readTaxSettings, writeTaxSettings } from './settings.ts'

type RateInput = z.output<typeof taxRateBody>
type RateRow = typeof taxRates.$inferSelect

const notFound = () => new NotFound(M.notFound, 'TAX_RATE_NOT_FOUND')

function toRate(r: RateRow): TaxRate {
  return {
    id: r.id,
    country: r.country as TaxRate['country'],
    state: r.state,
    rate_ppm: r.ratePpm,
    rate_percent: ppmToRatePercent(r.ratePpm),
    updated_at: r.updatedAt.toISOString(),
  }
}
const snapshot = (r: RateRow) => ({ country: r.country, state: r.state, rate_ppm: r.ratePpm })
const columnsOf = (body: RateInput) => ({
  country: body.country,
  state: body.state,
  ratePpm: ratePercentToPpm(body.rate_percent)!,
})

/** Rates by country, the country's own rate first and then its states A–Z (the (country, state) index). */
export async function listRates(ctx: AppContext, q: TaxRateListQuery): Promise<TaxRateListResponse> {
  const where = q.country ? eq(taxRates.country, q.country) : undefined
  const { limit, offset } = pageWindow(q)
  const [rows, [n]] = await Promise.all([
    ctx.db
      .select()
      .from(taxRates)
      .where(where)
      .orderBy(asc(taxRates.country), asc(taxRates.state))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(taxRates).where(where),
  ])
  return toPage(rows.map(toRate), n?.n ?? 0, q)
}

/** One rate per place: a second rate for the same country and state is a 409. */
async function refuseDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (isUniqueViolation(err, 'tax_rates_place_idx')) throw new Conflict(M.duplicatePlace, 'DUPLICATE_PLACE')
    throw err
  }
}

async function findRate(db: DbOrTx, id: string) {
  if (!isUuid(id)) throw notFound()
  const [row] = await db.select().from(taxRates).where(eq(taxRates.id, id)).for('update')
  if (!row) throw notFound()
  return row
}

export async function createRate(ctx: AppContext, actor: AuditActor, body: RateInput) {
  return refuseDuplicates(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(taxRates).values(columnsOf(body)).returning()
      await writeAudit(tx, actor, {
        action: 'tax_rate.create',
        entity: 'tax_rates',
        entityId: row!.id,
        after: snapshot(row!),
      })
      return { rate: toRate(row!), message: M.created }
    }),
  )
}

export async function updateRate(ctx: AppContext, actor: AuditActor, id: string, body: RateInput) {
  return refuseDuplicates(() =>
    ctx.db.transaction(async (tx) => {
      const before = await findRate(tx, id)
      const [row] = await tx
        .update(taxRates)
        .set({ ...columnsOf(body), updatedAt: sql`now()` })
        .where(eq(taxRates.id, id))
        .returning()
      await writeAudit(tx, actor, {
        action: 'tax_rate.update',
        entity: 'tax_rates',
        entityId: id,
        before: snapshot(before),
        after: snapshot(row!),
      })
      return { rate: toRate(row!), message: M.saved }
    }),
  )
}

export async function deleteRate(ctx: AppContext, actor: AuditActor, id: string) {
  return ctx.db.transaction(async (tx) => {
    const before = await findRate(tx, id)
    await tx.delete(taxRates).where(eq(taxRates.id, id))
    await writeAudit(tx, actor, {
      action: 'tax_rate.delete',
      entity: 'tax_rates',
      entityId: id,
      before: snapshot(before),
    })
    return { message: M.deleted }
  })
}

export const getSettings = (ctx: AppContext) => readTaxSettings(ctx.db)

export async function saveSettings(ctx: AppContext, actor: AuditActor, value: TaxSettings) {
  await ctx.db.transaction(async (tx) => {
    const before = await readTaxSettings(tx)
    await writeTaxSettings(tx, value)
    await writeAudit(tx, actor, { action: 'tax.settings', entity: 'site_settings', before, after: value })
  })
  return value
}
