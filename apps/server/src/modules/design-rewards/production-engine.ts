import { DESIGN_REWARD_MESSAGES as M, type DesignProduction, type publishDesignBody } from '@rdo/contracts'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../db/client.ts'
import { products } from '../../db/schema/catalog.ts'
import { designProductions } from '../../db/schema/design-rewards.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { AppError, Conflict, Invalid } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { invalidateCatalog } from '../catalog/index.ts'
import {
  notConfigured,
  planImport,
  PlanError,
  PrintifyAuthError,
  printifyClientFor,
  PrintifyRequestError,
  writeImportedProduct,
  type PrintifyClient,
} from '../printify/index.ts'
import { designImageBytes, findByTag, printifyProductInput } from './production-steps.ts'

export type ProductionRow = typeof designProductions.$inferSelect
type Body = z.output<typeof publishDesignBody>

/** How long one attempt holds the production before another may take over (a crash frees it then). */
export const PRODUCTION_LEASE_SECONDS = 120

/**
 * What is put into production: a community design, or a partner design as one store type. The engine
 * takes care of Printify and the production row; the subject says what qualifies, where the image is,
 * how the row is keyed and how the shop's product is tied to the design.
 */
export type ProductionSubject = {
  /** The row's key columns (`design_id`, or `partner_design_id` and `product_type`). */
  keys: Partial<typeof designProductions.$inferInsert>
  /** The Printify product's tag, unique per subject: a retry finds an earlier attempt's product by it. */
  tag: string
  /** The image's file name at Printify. */
  imageName: string
  /** Printify's external handle: the page the product belongs to. */
  handle: string
  audit: { entity: string; entityId: string; action: string }
  /**
   * In the claim's transaction: locks the design's row and checks it qualifies (throwing NotFound or
   * Conflict otherwise); answers where its image is stored and the product's description.
   */
  lock(tx: Tx): Promise<{ bucket: 'designs' | 'partners'; imageUrl: string; description: string }>
  /** The subject's production row, locked (in the claim's transaction). */
  findRow(tx: Tx): Promise<ProductionRow | undefined>
  /** In the publishing transaction: ties the imported shop product to the design and puts it on sale. */
  link(tx: Tx, productId: string): Promise<void>
  /** Caches to clear when the production changes state. */
  changed(): void
}

export async function toProduction(ctx: AppContext, row: ProductionRow): Promise<DesignProduction> {
  let slug: string | null = null
  if (row.productId) {
    const [p] = await ctx.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, row.productId))
    slug = p?.slug ?? null
  }
  return {
    id: row.id,
    design_id: row.designId,
    partner_design_id: row.partnerDesignId,
    product_type: row.productType,
    status: row.status,
    shop_id: row.shopId,
    blueprint_id: row.blueprintId,
    print_provider_id: row.printProviderId,
    printify_product_id: row.printifyProductId,
    product_id: row.productId,
    product_slug: slug,
    error: row.error,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }
}

/**
 * Takes the subject's production for one attempt, in a transaction holding the design's row: the
 * subject checks it qualifies; a published production is answered as it is; one another attempt holds
 * (a live lease) is refused. The first attempt creates the row with the key the Printify product will
 * carry; a later one may change the choices until a Printify product exists.
 */
async function claim(ctx: AppContext, actor: AuditActor, subject: ProductionSubject, body: Body) {
  return ctx.db.transaction(async (tx) => {
    const source = await subject.lock(tx)
    const found = await subject.findRow(tx)
    if (found?.status === 'published') return { source, row: found, done: true }
    if (found?.leaseUntil && found.leaseUntil > new Date())
      throw new Conflict(M.inProgress, 'PRODUCTION_IN_PROGRESS')
    const choices = {
      shopId: body.shop_id,
      blueprintId: body.blueprint_id,
      printProviderId: body.print_provider_id,
      request: body,
    }
    const lease = {
      status: 'creating' as const,
      error: null,
      leaseUntil: sql`now() + ${sql.raw(`interval '${PRODUCTION_LEASE_SECONDS} seconds'`)}`,
      updatedAt: sql`now()`,
    }
    const [row] = found
      ? await tx
          .update(designProductions)
          .set({
            ...(found.printifyProductId ? {} : choices),
            ...lease,
            attempts: sql`${designProductions.attempts} + 1`,
          })
          .where(eq(designProductions.id, found.id))
          .returning()
      : await tx
          .insert(designProductions)
          .values({ ...subject.keys, ...choices, printifyTag: subject.tag, createdBy: actor.id, ...lease })
          .returning()
    await writeAudit(tx, actor, {
      action: `${subject.audit.action}.start`,
      entity: subject.audit.entity,
      entityId: subject.audit.entityId,
      after: { production_id: row!.id, attempt: row!.attempts, ...body },
    })
    return { source, row: row!, done: false }
  })
}

const setRow = (ctx: AppContext, id: string, values: Partial<typeof designProductions.$inferInsert>) =>
  ctx.db
    .update(designProductions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(designProductions.id, id))

/** Printify's own words for a failure, for the admin; the cause of anything else goes to the log. */
function providerError(ctx: AppContext, err: unknown): string {
  if (err instanceof PrintifyAuthError) return 'Printify refused the API token'
  if (err instanceof PrintifyRequestError) return err.reason ? `Printify: ${err.reason}` : err.message
  if (err instanceof PlanError || err instanceof AppError) return err.message
  ctx.log.error('Putting a design into production failed', { err: (err as Error).message })
  return 'The product could not be created'
}

/**
 * "Put into production": uploads the design's image to Printify, creates the product with the chosen
 * variants, prices and placement (tagged with the subject's key), publishes it, and makes the shop's
 * product from it (through the Printify import's path, so it is fulfilled by Printify), tied to the
 * design by the subject in the transaction that marks the production published (`onPublished` adds to
 * it, e.g. the designer's bonus). Each step's result is kept on the row as soon as Printify answers, and
 * an attempt after a failure or a crash first looks for the product by its key, so there is never a
 * second Printify product for one subject.
 */
export async function publishProduction(
  ctx: AppContext,
  actor: AuditActor,
  subject: ProductionSubject,
  body: Body,
  onPublished?: (tx: Tx) => Promise<unknown>,
): Promise<{ production: DesignProduction }> {
  const client = printifyClientFor(ctx)
  if (!client) throw notConfigured()
  await checkVariants(ctx, client, body)
  const claimed = await claim(ctx, actor, subject, body)
  if (claimed.done) return { production: await toProduction(ctx, claimed.row) }
  const { source } = claimed
  let row = claimed.row
  try {
    if (!row.printifyProductId) {
      let productId = await findByTag(client, row.shopId, row.printifyTag)
      if (!productId) {
        let imageId = row.printifyImageId
        if (!imageId) {
          const bytes = await designImageBytes(ctx, source.bucket, source.imageUrl)
          imageId = (await client.uploadImage(subject.imageName, bytes)).id
          await setRow(ctx, row.id, { printifyImageId: imageId })
        }
        const input = printifyProductInput(source.description, row, imageId)
        productId = (await client.createProduct(row.shopId, input)).id
      }
      await setRow(ctx, row.id, { printifyProductId: productId })
      row = { ...row, printifyProductId: productId }
    }
    const external = { id: row.printifyTag, handle: subject.handle }
    await client.publishProduct(row.shopId, row.printifyProductId!, external)
    const read = await client.getProduct(row.shopId, row.printifyProductId!)
    if (!read?.ok) throw new PrintifyRequestError('Printify did not return the new product')
    const { productId } = await writeImportedProduct(ctx, planImport(read.product, row.shopId), row.shopId)
    const published = await ctx.db.transaction(async (tx) => {
      await subject.link(tx, productId)
      const [done] = await tx
        .update(designProductions)
        .set({
          status: 'published',
          productId,
          publishedAt: sql`now()`,
          leaseUntil: null,
          error: null,
          updatedAt: sql`now()`,
        })
        .where(eq(designProductions.id, row.id))
        .returning()
      await onPublished?.(tx)
      await writeAudit(tx, actor, {
        action: `${subject.audit.action}.publish`,
        entity: subject.audit.entity,
        entityId: subject.audit.entityId,
        after: { production_id: row.id, printify_product_id: row.printifyProductId, product_id: productId },
      })
      return done!
    })
    invalidateCatalog(ctx)
    subject.changed()
    return { production: await toProduction(ctx, published) }
  } catch (err) {
    const message = providerError(ctx, err)
    await setRow(ctx, row.id, { status: 'failed', error: message, leaseUntil: null })
    subject.changed()
    throw new AppError(502, 'PRODUCTION_FAILED', message)
  }
}

/** Every chosen variant must be one the print provider offers for the blueprint (read from Printify). */
async function checkVariants(ctx: AppContext, client: PrintifyClient, body: Body) {
  let offered: Set<number>
  try {
    const res = await client.listVariants(body.blueprint_id, body.print_provider_id)
    offered = new Set(res.variants.map((v) => v.id))
  } catch (err) {
    if (err instanceof PrintifyRequestError && err.status === 404)
      throw new Invalid(M.unknownVariant, 'UNKNOWN_VARIANT')
    throw new AppError(502, 'PRODUCTION_FAILED', providerError(ctx, err))
  }
  if (body.variants.some((v) => !offered.has(v.id))) throw new Invalid(M.unknownVariant, 'UNKNOWN_VARIANT')
}
