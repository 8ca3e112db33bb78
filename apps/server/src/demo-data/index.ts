import { count } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import * as schema from '../db/schema/index.ts'
import { renderPng } from './art.ts'
import { seedCommunity } from './community.ts'
import { seedEmailTemplates } from './email-templates.ts'
import { seedAccountExtras } from './extras.ts'
import { seedMarketing } from './marketing.ts'
import { seedPartners } from './partners.ts'
import { seedCatalogue } from './products.ts'
import { seedReviews } from './reviews.ts'
import { seedSite } from './site.ts'
import { seedTaxRates } from './tax.ts'
import type { SeedContext, SeedDeps } from './types.ts'
import { seedUsers } from './users.ts'

export { ADMIN_EMAIL, ADMIN_PASSWORD, CUSTOMER_PASSWORD } from './users.ts'
export type { ImageBucket, SeedDeps } from './types.ts'

/**
 * Fills an empty database with a deterministic demo shop: users, catalogue with generated apparel images,
 * reviews, community designs, a partner store, site content, sales tax rates, email templates and one
 * customer's history.
 * Runs in one transaction; refuses to run when the catalogue already has categories.
 */
export async function seedDemoData(db: NodePgDatabase<typeof schema>, deps: SeedDeps): Promise<void> {
  const started = Date.now()
  const [{ n }] = await db.select({ n: count() }).from(schema.categories)
  if (n > 0)
    throw new Error(
      'seedDemoData: the database already has categories; demo data is only seeded into an empty database',
    )

  const ctx: SeedContext = {
    now: new Date(),
    deps,
    image: async (bucket, name, svg) => deps.saveImage(bucket, await renderPng(svg), name),
  }
  await db.transaction(async (tx) => {
    const users = await seedUsers(tx, ctx)
    const products = await seedCatalogue(tx, ctx)
    await seedReviews(tx, ctx, users, products)
    const designs = await seedCommunity(tx, ctx, users)
    await seedPartners(tx, ctx, users)
    await seedSite(tx, ctx)
    await seedTaxRates(tx, ctx)
    await seedEmailTemplates(tx, ctx)
    await seedAccountExtras(tx, ctx, users, products, designs)
    await seedMarketing(tx, ctx)
  })
  deps.log(`seed: demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
