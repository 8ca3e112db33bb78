import { sql } from 'drizzle-orm'
import { designProductions } from '../db/schema/design-rewards.ts'

export type DesignProduction = 'making' | 'on_sale' | null

/**
 * For a query over `community_designs`: whether a product of the row's design is on sale or being
 * made, null when there is none — what decides whether a design past the vote threshold reads "In
 * Production". Qualified by table name, since a one-table select leaves its own columns bare.
 */
export const designProduction = sql<DesignProduction>`(select case dp.status
    when 'published' then 'on_sale' when 'creating' then 'making' end
  from ${designProductions} dp where dp.design_id = "community_designs"."id")`
