import {
  DESIGN_REWARD_MESSAGES as M,
  PRODUCTION_THRESHOLD,
  type DesignProduction,
  type PublishDesignBody,
  type publishDesignBody,
} from '@rdo/contracts'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { products } from '../../db/schema/catalog.ts'
import { communityDesigns } from '../../db/schema/community.ts'
import { designProductions } from '../../db/schema/design-rewards.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { AppError, Conflict, Invalid, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { invalidateCatalog } from '../catalog/index.ts'
import { clearCommunityCaches } from '../community/index.ts'
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
import { accrueProductionBonus } from './design-ledger.ts'
import { designImageBytes, findByTag, printifyProductInput } from './production-steps.ts'

type Row = typeof designProductions.$inferSelect
type Body = z.output<typeof publishDesignBody>

/** How long one attempt holds the production before another may take over (a crash frees it then). */
export const PRODUCTION_LEASE_SECONDS = 120

const designNotFound = () => new NotFound('Design not found', 'DESIGN_NOT_FOUND')

export async function toProduction(ctx: AppContext, row: Row): Promise<DesignProduction> {
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

/** The design's production, null before one is started; 'Design not found' for no such design. */
export async function getProduction(ctx: AppContext, designId: string) {
  const [found] = await ctx.db
    .select({ id: communityDesigns.id, production: designProductions })
    .from(communityDesigns)
    .leftJoin(designProductions, eq(designProductions.designId, communityDesigns.id))
    .where(eq(communityDesigns.id, designId))
  if (!found) throw designNotFound()
  return { production: found.production ? await toProduction(ctx, found.production) : null }
}

/**
 * Takes the design's production for one attempt, in a transaction holding the design's row: only an
 * approved design past the threshold qualifies; a published one is answered as it is; one another
 * attempt holds (a live lease) is refused. The first attempt creates the row with the key the Printify
 * product will carry; a later one may change the choices until a Printify product exists.
 */
async function claim(ctx: AppContext, actor: AuditActor, designId: string, body: Body) {
  return ctx.db.transaction(async (tx) => {
    const [design] = await tx
      .select()
      .from(communityDesigns)
      .where(eq(communityDesigns.id, designId))
      .for('update')
    if (!design) throw designNotFound()
    if (design.status !== 'approved' || design.netScore < PRODUCTION_THRESHOLD)
      throw new Conflict(M.notEligible, 'NOT_ELIGIBLE')
    const [found] = await tx
      .select()
      .from(designProductions)
      .where(eq(designProductions.designId, designId))
      .for('update')
    if (found?.status === 'published') return { design, row: found, done: true }
    if (found?.leaseUntil && found.leaseUntil > new Date())
      throw new Conflict(M.inProgress, 'PRODUCTION_IN_PROGRESS')
    const choices = {
      shopId: body.shop_id,
      blueprintId: body.blueprint_id,
      printProviderId: body.print_provider_id,
      request: body as PublishDesignBody,
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
          .values({
            designId,
            ...choices,
            printifyTag: `rdo-design-${designId}`,
            createdBy: actor.id,
            ...lease,
          })
          .returning()
    await writeAudit(tx, actor, {
      action: 'design.production.start',
      entity: 'community_design',
      entityId: designId,
      after: { production_id: row!.id, attempt: row!.attempts, ...body },
    })
    return { design, row: row!, done: false }
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
 * variants, prices and placement (tagged with the design's key), publishes it, and makes the shop's
 * product from it (through the Printify import's path, so it is fulfilled by Printify), linked to the
 * design; the designer's production bonus is written with it. Each step's result is kept on the row
 * as soon as Printify answers, and an attempt after a failure or a crash first looks for the product
 * by its key, so there is never a second Printify product for one design.
 */
export async function publishDesign(ctx: AppContext, actor: AuditActor, designId: string, body: Body) {
  const client = printifyClientFor(ctx)
  if (!client) throw notConfigured()
  await checkVariants(ctx, client, body)
  const claimed = await claim(ctx, actor, designId, body)
  if (claimed.done) return { production: await toProduction(ctx, claimed.row) }
  const { design } = claimed
  let row = claimed.row
  try {
    if (!row.printifyProductId) {
      const existing = await findByTag(client, row.shopId, row.printifyTag)
      let productId = existing
      if (!productId) {
        let imageId = row.printifyImageId
        if (!imageId) {
          const bytes = await designImageBytes(ctx, design.imageUrl)
          imageId = (await client.uploadImage(`design-${designId}.png`, bytes)).id
          await setRow(ctx, row.id, { printifyImageId: imageId })
        }
        const input = printifyProductInput(design, row, imageId)
        productId = (await client.createProduct(row.shopId, input)).id
      }
      await setRow(ctx, row.id, { printifyProductId: productId })
      row = { ...row, printifyProductId: productId }
    }
    const handle = `${ctx.config.APP_URL}/community-designs/${designId}`
    await client.publishProduct(row.shopId, row.printifyProductId!, { id: designId, handle })
    const read = await client.getProduct(row.shopId, row.printifyProductId!)
    if (!read?.ok) throw new PrintifyRequestError('Printify did not return the new product')
    const { productId } = await writeImportedProduct(ctx, planImport(read.product, row.shopId), row.shopId)
    const published = await ctx.db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ communityDesignId: designId, active: true })
        .where(eq(products.id, productId))
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
      await accrueProductionBonus(tx, designId)
      await writeAudit(tx, actor, {
        action: 'design.production.publish',
        entity: 'community_design',
        entityId: designId,
        after: { production_id: row.id, printify_product_id: row.printifyProductId, product_id: productId },
      })
      return done!
    })
    invalidateCatalog(ctx)
    clearCommunityCaches(ctx)
    return { production: await toProduction(ctx, published) }
  } catch (err) {
    const message = providerError(ctx, err)
    await setRow(ctx, row.id, { status: 'failed', error: message, leaseUntil: null })
    clearCommunityCaches(ctx)
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
