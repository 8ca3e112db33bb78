import { ADMIN_PARTNER_MESSAGES as A, type publishPartnerDesignBody } from '@rdo/contracts'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { products } from '../../db/schema/catalog.ts'
import { designProductions } from '../../db/schema/design-rewards.ts'
import { partnerDesigns } from '../../db/schema/partners.ts'
import type { AuditActor } from '../../lib/audit.ts'
import { isUuid } from '../../lib/access.ts'
import { Conflict } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { publishProduction, toProduction, type ProductionSubject } from '../design-rewards/index.ts'
import { designNotFound, findDesignForReview } from './partners-admin-dto.ts'

type Body = z.output<typeof publishPartnerDesignBody>

/** A partner design's productions, one per store type started, in the store's type order. */
export async function listPartnerProductions(ctx: AppContext, designId: string) {
  if (!isUuid(designId)) throw designNotFound()
  const [design] = await ctx.db
    .select({ id: partnerDesigns.id })
    .from(partnerDesigns)
    .where(eq(partnerDesigns.id, designId))
  if (!design) throw designNotFound()
  const rows = await ctx.db
    .select()
    .from(designProductions)
    .where(eq(designProductions.partnerDesignId, designId))
    .orderBy(asc(designProductions.createdAt))
  return { productions: await Promise.all(rows.map((r) => toProduction(ctx, r))) }
}

/**
 * A partner design as one store type, as the production engine sees it: the design and its project must
 * be approved. Once published, the Printify product takes the type's place in the partner's store (and
 * its 20% share, as every partner line): the product the approval made for that type is archived in
 * the same transaction, so the store never shows two of a type and carts holding the old one see it
 * unavailable.
 */
function partnerSubject(ctx: AppContext, designId: string, type: Body['product_type']): ProductionSubject {
  let partnerId = ''
  return {
    keys: { partnerDesignId: designId, productType: type },
    tag: `rdo-partner-design-${designId}-${type}`,
    imageName: `partner-design-${designId}.png`,
    get handle() {
      return `${ctx.config.APP_URL}/partners/${partnerId}`
    },
    audit: { action: 'partner_design.production', entity: 'partner_design', entityId: designId },
    async lock(tx) {
      const { design, project } = await findDesignForReview(tx, designId)
      if (design.status !== 'approved' || project.status !== 'approved')
        throw new Conflict(A.productionNotEligible, 'NOT_ELIGIBLE')
      partnerId = project.id
      return {
        bucket: 'partners',
        imageUrl: design.imageUrl,
        description: design.description?.trim() || `${design.title}, a ${project.name} design.`,
      }
    },
    async findRow(tx) {
      const [row] = await tx
        .select()
        .from(designProductions)
        .where(and(eq(designProductions.partnerDesignId, designId), eq(designProductions.productType, type)))
        .for('update')
      return row
    },
    async link(tx, productId) {
      await tx
        .update(products)
        .set({ active: false, updatedAt: sql`now()` })
        .where(
          and(
            eq(products.partnerDesignId, designId),
            eq(products.partnerProductType, type),
            eq(products.active, true),
            ne(products.id, productId),
          ),
        )
      await tx
        .update(products)
        .set({
          partnerDesignId: designId,
          partnerProductType: type,
          categoryId: null,
          active: true,
          metadata: sql`${products.metadata} || ${JSON.stringify({ partner_id: partnerId })}::jsonb`,
        })
        .where(eq(products.id, productId))
    },
    changed: () => {},
  }
}

/** "Put into production" for an approved partner design, as the chosen store type (see partnerSubject). */
export async function publishPartnerDesign(ctx: AppContext, actor: AuditActor, designId: string, body: Body) {
  if (!isUuid(designId)) throw designNotFound()
  return publishProduction(ctx, actor, partnerSubject(ctx, designId, body.product_type), body)
}
