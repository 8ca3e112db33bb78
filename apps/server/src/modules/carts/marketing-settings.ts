import {
  ABANDONED_CART_DEFAULT_MINUTES,
  marketingSettingsSchema,
  type MarketingSettings,
} from '@rdo/contracts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { siteSetting } from '../../lib/site-settings.ts'
import type { AppContext } from '../../types.ts'

export const DEFAULT_MARKETING_SETTINGS: MarketingSettings = {
  abandoned_cart_minutes: ABANDONED_CART_DEFAULT_MINUTES,
  abandoned_cart_enabled: true,
}

/** The marketing settings (site_settings 'marketing'); the defaults until an admin saves them. */
const marketingSetting = siteSetting('marketing', marketingSettingsSchema, DEFAULT_MARKETING_SETTINGS)
export const { read: readMarketingSettings } = marketingSetting

/** An admin saves the marketing settings, audited in the same transaction. */
export async function saveMarketingSettings(ctx: AppContext, actor: AuditActor, value: MarketingSettings) {
  return ctx.db.transaction(async (tx) => {
    const before = await readMarketingSettings(tx)
    await marketingSetting.write(tx, value)
    await writeAudit(tx, actor, {
      action: 'marketing.settings',
      entity: 'site_settings',
      entityId: marketingSetting.key,
      before,
      after: value,
    })
    return value
  })
}
