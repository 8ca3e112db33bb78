import { DESIGN_REWARD_MESSAGES as M, PRODUCTION_THRESHOLD, type publishDesignBody } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { products } from '../../db/schema/catalog.ts'
import { communityDesigns } from '../../db/schema/community.ts'
import { designProductions } from '../../db/schema/design-rewards.ts'
import type { AuditActor } from '../../lib/audit.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { clearCommunityCaches } from '../community/index.ts'
import { accrueProductionBonus } from './design-ledger.ts'
import { publishProduction, toProduction, type ProductionSubject } from './production-engine.ts'

type Body = z.output<typeof publishDesignBody>

const designNotFound = () => new NotFound('Design not found', 'DESIGN_NOT_FOUND')

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

/** A community design as the production engine sees it: approved and past the threshold to qualify. */
function communitySubject(ctx: AppContext, designId: string): ProductionSubject {
  return {
    keys: { designId },
    tag: `rdo-design-${designId}`,
    imageName: `design-${designId}.png`,
    handle: `${ctx.config.APP_URL}/community-designs/${designId}`,
    audit: { action: 'design.production', entity: 'community_design', entityId: designId },
    async lock(tx) {
      const [design] = await tx
        .select()
        .from(communityDesigns)
        .where(eq(communityDesigns.id, designId))
        .for('update')
      if (!design) throw designNotFound()
      if (design.status !== 'approved' || design.netScore < PRODUCTION_THRESHOLD)
        throw new Conflict(M.notEligible, 'NOT_ELIGIBLE')
      return {
        bucket: 'designs',
        imageUrl: design.imageUrl,
        description: design.prompt ?? design.description,
      }
    },
    async findRow(tx) {
      const [row] = await tx
        .select()
        .from(designProductions)
        .where(eq(designProductions.designId, designId))
        .for('update')
      return row
    },
    async link(tx, productId) {
      await tx
        .update(products)
        .set({ communityDesignId: designId, active: true })
        .where(eq(products.id, productId))
    },
    changed: () => clearCommunityCaches(ctx),
  }
}

/**
 * "Put into production" for a community design: the Printify product and the shop's product linked to
 * the design (see the production engine); the designer's production bonus is written when it is
 * published, in the same transaction.
 */
export async function publishDesign(ctx: AppContext, actor: AuditActor, designId: string, body: Body) {
  return publishProduction(ctx, actor, communitySubject(ctx, designId), body, (tx) =>
    accrueProductionBonus(tx, designId),
  )
}
