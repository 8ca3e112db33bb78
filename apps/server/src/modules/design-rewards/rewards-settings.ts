import { DESIGN_REWARD_MESSAGES as M, rewardsSettingsSchema, type RewardsSettings } from '@rdo/contracts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { siteSetting } from '../../lib/site-settings.ts'
import type { AppContext } from '../../types.ts'

/** Until an admin sets it: 100 $RDO for each US dollar of a sale. */
export const DEFAULT_REWARDS_SETTINGS: RewardsSettings = { rdo_per_usd: 100 }

/** The Rewards settings (site_settings 'rewards'): the $RDO rate each sale share is counted at. */
export const rewardsSetting = siteSetting('rewards', rewardsSettingsSchema, DEFAULT_REWARDS_SETTINGS)

export const getRewardsSettings = (ctx: AppContext) => rewardsSetting.read(ctx.db)

export async function saveRewardsSettings(ctx: AppContext, actor: AuditActor, next: RewardsSettings) {
  return ctx.db.transaction(async (tx) => {
    const before = await rewardsSetting.read(tx)
    await rewardsSetting.write(tx, next)
    await writeAudit(tx, actor, {
      action: 'rewards.settings',
      entity: 'site_settings',
      entityId: null,
      before,
      after: next,
    })
    return next
  })
}

export { M as REWARD_MESSAGES }
