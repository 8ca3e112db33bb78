import { DEFAULT_RETURN_WINDOW_DAYS, returnsSettingsSchema, type ReturnsSettings } from '@rdo/contracts'
import { siteSetting } from '../../lib/site-settings.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import type { AppContext } from '../../types.ts'

export const DEFAULT_RETURNS_SETTINGS: ReturnsSettings = { window_days: DEFAULT_RETURN_WINDOW_DAYS }

/** The returns settings (site_settings 'returns'); the defaults until an admin saves them. */
const returnsSetting = siteSetting('returns', returnsSettingsSchema, DEFAULT_RETURNS_SETTINGS)
export const { read: readReturnsSettings, write: writeReturnsSettings } = returnsSetting

/** An admin saves the return window, audited in the same transaction. */
export async function saveReturnsSettings(ctx: AppContext, actor: AuditActor, value: ReturnsSettings) {
  return ctx.db.transaction(async (tx) => {
    const before = await readReturnsSettings(tx)
    await writeReturnsSettings(tx, value)
    await writeAudit(tx, actor, {
      action: 'returns.settings',
      entity: 'site_settings',
      entityId: returnsSetting.key,
      before,
      after: value,
    })
    return value
  })
}
