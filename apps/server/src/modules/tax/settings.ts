import { eq, sql } from 'drizzle-orm'
import { DEFAULT_TAX_SETTINGS, taxSettingsSchema, type TaxSettings } from '@rdo/contracts'
import type { DbOrTx } from '../../db/client.ts'
import { siteSettings } from '../../db/schema/site.ts'

export const TAX_SETTINGS_KEY = 'tax'
const KEY = TAX_SETTINGS_KEY

/** The tax settings (site_settings 'tax'); the defaults until an admin saves them. */
export async function readTaxSettings(db: DbOrTx): Promise<TaxSettings> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, KEY))
  return parseTaxSettings(row?.value)
}

/** A stored 'tax' value, or the defaults for a missing or unreadable one. */
export function parseTaxSettings(value: unknown): TaxSettings {
  const parsed = taxSettingsSchema.safeParse(value)
  return parsed.success ? parsed.data : DEFAULT_TAX_SETTINGS
}

export async function writeTaxSettings(db: DbOrTx, value: TaxSettings) {
  await db
    .insert(siteSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } })
}
