import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client.ts'
import { campaignPerformance, marketingCampaigns } from '../../../db/schema/marketing.ts'
import type { AppContext } from '../../../types.ts'
import { startCampaign } from './campaign-control.ts'

/**
 * Starts a draft or scheduled campaign in the caller's transaction (see startCampaign) and makes sure
 * it has its one performance row, named after the campaign. Returns the number of recipients.
 */
export async function startCampaignWithPerformance(ctx: AppContext, tx: DbOrTx, campaignId: string) {
  const recipients = await startCampaign(ctx, tx, campaignId)
  await tx.execute(sql`
    insert into ${campaignPerformance} (campaign_id, campaign_name)
    select ${marketingCampaigns.id}, ${marketingCampaigns.name} from ${marketingCampaigns}
    where ${marketingCampaigns.id} = ${campaignId}
    on conflict (campaign_id) do update set campaign_name = excluded.campaign_name, updated_at = now()`)
  return recipients
}
