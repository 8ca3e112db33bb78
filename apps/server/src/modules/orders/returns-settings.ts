import { eq, sql } from 'drizzle-orm'
import { DEFAULT_RETURN_WINDOW_DAYS, returnsSettingsSchema, type ReturnsSettings } from '@rdo/contracts'
import type { DbOrTx } from '../../db/client.ts'
import { siteSettings } from '../../db/schema/site.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import type { AppContext } from '../../types.ts'

const KEY = 'returns'
export const DEFAULT_RETURNS_SETTINGS: ReturnsSettings = { window_days: DEFAULT_RETURN_WINDOW_DAYS }

/** The returns settings (site_settings 'returns'); the defaults until an admin saves them. */
export async function readReturnsSettings(db: DbOrTx): Promise<ReturnsSettings> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, KEY))
  const parsed = returnsSettingsSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : DEFAULT_RETURNS_SETTINGS
}

export async function writeReturnsSettings(db: DbOrTx, value: ReturnsSettings) {
  await db
    .insert(siteSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } })
}

/** An admin saves the return window, audited in the same transaction. */
export async function saveReturnsSettings(ctx: AppContext, actor: AuditActor, value: ReturnsSettings) {
  return ctx.db.transaction(async (tx) => {
    const before = await readReturnsSettings(tx)
    await writeReturnsSettings(tx, value)
    await writeAudit(tx, actor, {
      action: 'returns.settings',
      entity: 'site_settings',
      entityId: KEY,
      before,
      after: value,
    })
    return value
  })
}
