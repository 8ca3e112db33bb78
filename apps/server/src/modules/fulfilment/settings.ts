import { eq, sql } from 'drizzle-orm'
import { fulfilmentSettingsSchema, type FulfilmentSettings } from '@rdo/contracts'
import type { DbOrTx } from '../../db/client.ts'
import { siteSettings } from '../../db/schema/site.ts'

const KEY = 'fulfilment'
export const DEFAULT_FULFILMENT_SETTINGS: FulfilmentSettings = { auto_send_to_production: true }

/** The fulfilment settings (site_settings 'fulfilment'); the defaults until an admin saves them. */
export async function readFulfilmentSettings(db: DbOrTx): Promise<FulfilmentSettings> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, KEY))
  const parsed = fulfilmentSettingsSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : DEFAULT_FULFILMENT_SETTINGS
}

export async function writeFulfilmentSettings(db: DbOrTx, value: FulfilmentSettings) {
  await db
    .insert(siteSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } })
}
