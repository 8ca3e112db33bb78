import crypto from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import {
  FULFILMENT_MESSAGES as M,
  PRINTIFY_WEBHOOK_TOPICS,
  type FulfilmentSettings,
  type PrintifyWebhookState,
  type ProductFulfilmentBody,
  type ProductFulfilmentResponse,
} from '@rdo/contracts'
import { products } from '../../db/schema/catalog.ts'
import { fulfilments, printifyVariantLinks, printifyWebhooks } from '../../db/schema/fulfilment.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { AppError, Conflict, Invalid, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { notConfigured, printifyClientFor, writeVariantLinks } from '../printify/index.ts'
import { queueSubmission } from './fulfilment.service.ts'
import { sendToProduction } from './printify-submit.ts'
import { readFulfilmentSettings, writeFulfilmentSettings } from './settings.ts'

export { listQueue } from './queue.admin.service.ts'

async function findFulfilment(ctx: AppContext, id: string) {
  const [f] = await ctx.db.select().from(fulfilments).where(eq(fulfilments.id, id))
  if (!f) throw new NotFound(M.notFound)
  return f
}

/** A failed (or cancelled) Printify submission goes back to the queue, with the audit row beside it. */
export async function retrySubmission(ctx: AppContext, actor: AuditActor, id: string) {
  await ctx.db.transaction(async (tx) => {
    const [f] = await tx
      .update(fulfilments)
      .set({ status: 'pending', leaseUntil: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(fulfilments.id, id),
          eq(fulfilments.provider, 'printify'),
          inArray(fulfilments.status, ['failed', 'cancelled']),
        ),
      )
      .returning()
    if (!f) {
      await findFulfilment(ctx, id)
      throw new Conflict(M.notFailed, 'NOT_FAILED')
    }
    await queueSubmission(ctx, id, tx)
    await writeAudit(tx, actor, {
      action: 'fulfilment.retry',
      entity: 'fulfilment',
      entityId: id,
      before: { status: 'failed', last_error: f.lastError },
    })
  })
  return findFulfilment(ctx, id)
}

/** "Send to production" for a Printify order created while the automatic setting was off. */
export async function sendToProductionNow(ctx: AppContext, actor: AuditActor, id: string) {
  const f = await findFulfilment(ctx, id)
  if (f.status !== 'awaiting_production') throw new Conflict(M.notAwaitingProduction, 'NOT_AWAITING')
  const client = printifyClientFor(ctx)
  if (!client) throw notConfigured()
  try {
    await sendToProduction(ctx, client, id)
  } catch (err) {
    const reason = (err as { reason?: string }).reason ?? (err as Error).message
    await ctx.db.update(fulfilments).set({ lastError: reason }).where(eq(fulfilments.id, id))
    throw new AppError(502, 'PRINTIFY_UNAVAILABLE', `Printify did not take it: ${reason}`)
  }
  await writeAudit(ctx.db, actor, {
    action: 'fulfilment.send_to_production',
    entity: 'fulfilment',
    entityId: id,
  })
  return findFulfilment(ctx, id)
}

export const getSettings = (ctx: AppContext) => readFulfilmentSettings(ctx.db)

export async function saveSettings(ctx: AppContext, actor: AuditActor, value: FulfilmentSettings) {
  await ctx.db.transaction(async (tx) => {
    const before = await readFulfilmentSettings(tx)
    await writeFulfilmentSettings(tx, value)
    await writeAudit(tx, actor, {
      action: 'fulfilment.settings',
      entity: 'site_settings',
      before,
      after: value,
    })
  })
  return value
}

const webhookUrl = (ctx: AppContext) =>
  ctx.config.PRINTIFY_WEBHOOK_URL ?? `${ctx.config.APP_URL}/api/webhooks/printify`

export async function webhookState(ctx: AppContext): Promise<PrintifyWebhookState> {
  const rows = await ctx.db.select().from(printifyWebhooks).orderBy(asc(printifyWebhooks.shopId))
  return {
    configured: Boolean(ctx.config.PRINTIFY_API_TOKEN?.trim()),
    url: webhookUrl(ctx),
    shops: rows.map((r) => ({
      shop_id: r.shopId,
      topics: Object.keys(r.webhookIds).sort(),
      registered_at: r.registeredAt.toISOString(),
    })),
  }
}

/**
 * Registers the shop's webhook with every Printify shop the token sees, with a fresh secret per shop:
 * the old hooks are deleted first, so deliveries signed with the old secret are refused from now on.
 */
export async function registerWebhooks(ctx: AppContext, actor: AuditActor) {
  const client = printifyClientFor(ctx)
  if (!client) throw notConfigured()
  const url = webhookUrl(ctx)
  const fail = (err: unknown): never => {
    const reason = (err as { reason?: string }).reason ?? (err as Error).message
    throw new AppError(502, 'PRINTIFY_UNAVAILABLE', `Printify did not register the webhook: ${reason}`)
  }
  const shops = await client.listShops().catch(fail)
  for (const shop of shops) {
    const existing = await client.listWebhooks(shop.id).catch(fail)
    for (const hook of existing.filter((h) => h.url === url)) {
      await client.deleteWebhook(shop.id, hook.id).catch(fail)
    }
    const secret = crypto.randomBytes(32).toString('hex')
    const ids: Record<string, string> = {}
    for (const topic of PRINTIFY_WEBHOOK_TOPICS) {
      ids[topic] = (await client.createWebhook(shop.id, { topic, url, secret }).catch(fail)).id
    }
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(printifyWebhooks)
        .values({ shopId: shop.id, url, secret, webhookIds: ids })
        .onConflictDoUpdate({
          target: printifyWebhooks.shopId,
          set: { url, secret, webhookIds: ids, registeredAt: sql`now()` },
        })
      await writeAudit(tx, actor, {
        action: 'fulfilment.webhook_register',
        entity: 'printify_webhooks',
        entityId: String(shop.id),
        after: { url, topics: Object.keys(ids) },
      })
    })
  }
  return webhookState(ctx)
}

/** How a product is fulfilled, with its Printify variant links. */
export async function productFulfilment(
  ctx: AppContext,
  productId: string,
): Promise<ProductFulfilmentResponse> {
  const [p] = await ctx.db
    .select({ provider: products.fulfilmentProvider })
    .from(products)
    .where(eq(products.id, productId))
  if (!p) throw new NotFound('Product not found')
  const links = await ctx.db
    .select()
    .from(printifyVariantLinks)
    .where(eq(printifyVariantLinks.productId, productId))
    .orderBy(asc(printifyVariantLinks.size), asc(printifyVariantLinks.color))
  return {
    provider: p.provider,
    shop_id: links[0]?.shopId ?? null,
    printify_product_id: links[0]?.printifyProductId ?? null,
    variants: links.map((l) => ({
      size: l.size || null,
      color: l.color || null,
      printify_variant_id: l.printifyVariantId,
      sku: l.sku,
      available: l.available,
    })),
  }
}

/** The product editor's link: to a Printify shop's product (its variants read now), or to shop stock. */
export async function setProductFulfilment(
  ctx: AppContext,
  actor: AuditActor,
  productId: string,
  body: ProductFulfilmentBody,
) {
  const before = await productFulfilment(ctx, productId)
  if (body.provider === 'manual') {
    await ctx.db.transaction(async (tx) => {
      await tx.delete(printifyVariantLinks).where(eq(printifyVariantLinks.productId, productId))
      await tx.update(products).set({ fulfilmentProvider: 'manual' }).where(eq(products.id, productId))
      await writeAudit(tx, actor, {
        action: 'product.fulfilment',
        entity: 'product',
        entityId: productId,
        before: { provider: before.provider, printify_product_id: before.printify_product_id },
        after: { provider: 'manual' },
      })
    })
    return productFulfilment(ctx, productId)
  }
  const client = printifyClientFor(ctx)
  if (!client) throw notConfigured()
  const found = await client.getProduct(body.shop_id, body.printify_product_id).catch((err: unknown) => {
    throw new AppError(502, 'PRINTIFY_UNAVAILABLE', `Printify did not answer: ${(err as Error).message}`)
  })
  if (!found) throw new NotFound('Printify has no such product in this shop')
  if (!found.ok) throw new Invalid(found.error, 'PRINTIFY_PRODUCT_UNREADABLE')
  await ctx.db.transaction(async (tx) => {
    const links = await writeVariantLinks(tx, productId, body.shop_id, found.product.id, {
      variants: found.product.variants.map((v) => ({
        ...v,
        sku: v.sku ?? null,
        is_available: v.is_available !== false,
      })),
      options: found.product.options,
    })
    if (!links.length) throw new Invalid(M.linkNoVariants, 'NO_VARIANTS')
    await writeAudit(tx, actor, {
      action: 'product.fulfilment',
      entity: 'product',
      entityId: productId,
      before: { provider: before.provider, printify_product_id: before.printify_product_id },
      after: { provider: 'printify', shop_id: body.shop_id, printify_product_id: found.product.id },
    })
  })
  return productFulfilment(ctx, productId)
}
