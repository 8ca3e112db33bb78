import { useState } from 'react'
import { Pause, Play, Send } from 'lucide-react'
import type { Campaign } from '@rdo/contracts/email-marketing-admin'
import { EMAIL_ADMIN_MESSAGES as E } from '@rdo/contracts/email-messages'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { useCampaignAction } from '../api/campaign-actions'
import { canPause, canResume, canSendNow, sendNowCount } from '../lib/campaign-progress'

/** The element naming a campaign in its row, which the row's buttons point to as their description. */
export const campaignNameId = (campaign: Pick<Campaign, 'id'>) => `campaign-${campaign.id}-name`

/**
 * What can be done to a campaign in its state: send a draft or scheduled one now (after confirming
 * how many it reaches), pause a sending one, resume a paused one.
 */
export function CampaignActions({
  campaign,
  sendable,
  describedBy,
}: {
  campaign: Campaign
  /** The segment's sendable count, when the segment is known. */
  sendable: number | undefined
  describedBy?: string
}) {
  const [confirming, setConfirming] = useState(false)
  const action = useCampaignAction({ onSuccess: () => setConfirming(false) })
  const busy = action.isPending
  const count = sendNowCount(campaign, sendable)
  const run = (kind: 'send' | 'pause' | 'resume') => action.mutate({ id: campaign.id, action: kind })
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {canSendNow(campaign.status) && (
        <Button size="sm" aria-describedby={describedBy} disabled={busy} onClick={() => setConfirming(true)}>
          <Send aria-hidden="true" />
          Send now
        </Button>
      )}
      {canPause(campaign.status) && (
        <Button
          variant="outline"
          size="sm"
          aria-describedby={describedBy}
          loading={busy}
          onClick={() => run('pause')}
        >
          {!busy && <Pause aria-hidden="true" />}
          Pause
        </Button>
      )}
      {canResume(campaign.status) && (
        <Button
          variant="outline"
          size="sm"
          aria-describedby={describedBy}
          loading={busy}
          onClick={() => run('resume')}
        >
          {!busy && <Play aria-hidden="true" />}
          Resume
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Send ${campaign.name} now?`}
        description={E.confirmBulk(count)}
        confirmLabel={E.sendToN(count)}
        pending={busy}
        onConfirm={() => run('send')}
      />
    </div>
  )
}
