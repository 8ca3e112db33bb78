import {
  PRINTIFY_MESSAGES as M,
  type PrintifyImport,
  type PrintifyImportBody,
  type PrintifyImportFailure,
} from '@rdo/contracts'
import { eq, sql } from 'drizzle-orm'
import { printifyImports } from '../../db/schema/printify.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { Invalid, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { invalidateCatalog } from '../catalog/index.ts'
import { PrintifyAuthError, PrintifyRequestError, type PrintifyClient } from './printify-client.ts'
import { printifyClientFor, printifyFailure } from './printify-errors.ts'
import { ImageDownloadError } from './printify-images.ts'
import { PlanError, planImport } from './printify-mapping.ts'
import { writeImportedProduct, type ImportOutcome } from './printify-product-write.ts'

export const PRINTIFY_IMPORT_JOB = 'printify.import'

type ImportRow = typeof printifyImports.$inferSelect

export function toPrintifyImport(row: ImportRow): PrintifyImport {
  return {
    id: row.id,
    shop_id: row.shopId,
    status: row.status,
    total: row.total,
    done: row.done,
    imported: row.imported,
    updated: row.updated,
    unchanged: row.unchanged,
    failed: row.failed,
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    message: row.message,
  }
}

/**
 * Records an import and queues its job in one transaction (the job exists only if the row does). The
 * token is checked by the job, which ends the import with the key message when there is none.
 */
export async function queueImport(
  ctx: AppContext,
  actor: AuditActor,
  body: PrintifyImportBody,
): Promise<{ import: PrintifyImport }> {
  const productIds = [...new Set(body.product_ids)]
  // A shop the key cannot see is refused now, with that reason, rather than failing every product later.
  const client = printifyClientFor(ctx)
  if (client) {
    const shops = await client.listShops().catch(printifyFailure(ctx, M.shopsFailed))
    if (!shops.some((s) => s.id === body.shop_id)) {
      throw new Invalid(M.shopNotVisible(body.shop_id), 'PRINTIFY_SHOP_NOT_VISIBLE')
    }
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(printifyImports)
      .values({
        actorId: actor.id,
        actorIp: actor.ip,
        shopId: body.shop_id,
        productIds,
        total: productIds.length,
      })
      .returning()
    await writeAudit(tx, actor, {
      action: 'printify_import.queue',
      entity: 'printify_import',
      entityId: created!.id,
      after: { shop_id: body.shop_id, product_ids: productIds },
    })
    // A crash mid-import is retried from the start: already imported products then count as unchanged.
    await ctx.jobs.send(
      PRINTIFY_IMPORT_JOB,
      { importId: created!.id },
      { retryLimit: 2, retryDelay: 30, expireInSeconds: 4 * 3600 },
      tx,
    )
    return created!
  })
  return { import: toPrintifyImport(row) }
}

export async function getImport(ctx: AppContext, id: string): Promise<{ import: PrintifyImport }> {
  const [row] = await ctx.db.select().from(printifyImports).where(eq(printifyImports.id, id))
  if (!row) throw new NotFound(M.importNotFound)
  return { import: toPrintifyImport(row) }
}

/** Reads, maps and writes one product; a failure of this product only comes back as its failure. */
async function importOne(
  ctx: AppContext,
  client: PrintifyClient,
  shopId: number,
  productId: string,
): Promise<{ outcome: ImportOutcome } | { failure: PrintifyImportFailure }> {
  let title = productId
  try {
    const read = await client.getProduct(shopId, productId)
    if (!read) return { failure: { product_id: productId, title, error: M.productNotFound } }
    if (!read.ok) {
      title = read.title || productId
      return { failure: { product_id: productId, title, error: `${M.productMalformed} (${read.error})` } }
    }
    title = read.product.title || productId
    const { outcome } = await writeImportedProduct(ctx, planImport(read.product, shopId), shopId)
    return { outcome }
  } catch (err) {
    // A refused token ends the whole import: every other product would fail the same way.
    if (err instanceof PrintifyAuthError) throw err
    const known =
      err instanceof PlanError || err instanceof ImageDownloadError || err instanceof PrintifyRequestError
    if (!known) ctx.log.error('Printify product import failed', { productId, err: (err as Error).message })
    const error = known ? (err as Error).message : 'The product could not be saved'
    return { failure: { product_id: productId, title, error } }
  }
}

async function finish(ctx: AppContext, id: string, status: 'done' | 'failed', message: string) {
  const [row] = await ctx.db
    .update(printifyImports)
    .set({ status, message, finishedAt: new Date() })
    .where(eq(printifyImports.id, id))
    .returning()
  if (!row) return
  // actorId is null only once the admin's account is deleted: the entry then has no actor.
  await writeAudit(
    ctx.db,
    { id: row.actorId as string, ip: row.actorIp },
    {
      action: 'printify_import.finish',
      entity: 'printify_import',
      entityId: id,
      after: {
        status,
        total: row.total,
        imported: row.imported,
        updated: row.updated,
        unchanged: row.unchanged,
        failed: row.failed.length,
      },
    },
  )
}

/**
 * The import job: each product in turn, each in its own transaction, the row's counts updated after
 * every product for the progress bar. Ends `done` with 'Successfully imported N products' when every
 * product was new, else with what happened ('0 imported, 2 unchanged'), and the failures named, or `failed` when nothing could run (no
 * token, a refused token) or every product failed.
 */
export async function runImport(ctx: AppContext, importId: string) {
  const [row] = await ctx.db
    .update(printifyImports)
    .set({
      status: 'running',
      startedAt: new Date(),
      finishedAt: null,
      message: null,
      done: 0,
      imported: 0,
      updated: 0,
      unchanged: 0,
      failed: [],
    })
    .where(eq(printifyImports.id, importId))
    .returning()
  if (!row) return
  const client = printifyClientFor(ctx)
  if (!client) return finish(ctx, importId, 'failed', M.notConfigured)
  let ok = 0
  let changed = false
  const counts = { imported: 0, updated: 0, unchanged: 0 }
  try {
    for (const productId of row.productIds) {
      const result = await importOne(ctx, client, row.shopId, productId)
      const outcome = 'outcome' in result ? result.outcome : null
      if (outcome) ok++
      if (outcome) counts[outcome]++
      if (outcome === 'imported' || outcome === 'updated') changed = true
      await ctx.db
        .update(printifyImports)
        .set({
          done: sql`${printifyImports.done} + 1`,
          imported: sql`${printifyImports.imported} + ${outcome === 'imported' ? 1 : 0}`,
          updated: sql`${printifyImports.updated} + ${outcome === 'updated' ? 1 : 0}`,
          unchanged: sql`${printifyImports.unchanged} + ${outcome === 'unchanged' ? 1 : 0}`,
          failed:
            'failure' in result
              ? sql`${printifyImports.failed} || ${JSON.stringify([result.failure])}::jsonb`
              : printifyImports.failed,
        })
        .where(eq(printifyImports.id, importId))
    }
  } catch (err) {
    if (changed) invalidateCatalog(ctx)
    if (err instanceof PrintifyAuthError) return finish(ctx, importId, 'failed', M.keyRejected)
    ctx.log.error('Printify import stopped', { importId, err: (err as Error).message })
    return finish(ctx, importId, 'failed', M.importFailed)
  }
  if (changed) invalidateCatalog(ctx)
  if (ok === 0) return finish(ctx, importId, 'failed', M.importFailed)
  return finish(ctx, importId, 'done', M.importSummary(counts.imported, counts.updated, counts.unchanged))
}

export async function registerPrintifyJobs(ctx: AppContext) {
  await ctx.jobs.work<{ importId: string }>(PRINTIFY_IMPORT_JOB, async ({ importId }) => {
    await runImport(ctx, importId)
  })
}
