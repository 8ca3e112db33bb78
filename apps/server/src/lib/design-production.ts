import { sql, type SQL } from 'drizzle-orm'
import { designProductions } from '../db/schema/design-rewards.ts'

export type DesignProduction = 'making' | 'on_sale' | null

/**
 * Whether a product of the design `designId` refers to (a qualified column of the outer query, such as
 * `d.id`) is on sale or being made, null when there is none — what decides whether a design past the
 * vote threshold reads "In Production". Qualified, since a one-table select leaves its columns bare.
 */
export const designProductionOf = (designId: SQL) => sql<DesignProduction>`(select case dp.status
    when 'published' then 'on_sale' when 'creating' then 'making' end
  from ${designProductions} dp where dp.design_id = ${designId})`

/** `designProductionOf` for a query over `community_designs` by its own name. */
export const designProduction = designProductionOf(sql`"community_designs"."id"`)
