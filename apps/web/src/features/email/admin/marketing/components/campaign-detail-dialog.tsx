import type { ReactNode } from 'react'
import type { Campaign } from '@rdo/contracts/email-marketing-admin'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { formatDateTime } from '@/lib/format'
import { useCampaign } from '../api/get-campaigns'
import { CampaignActions } from './campaign-actions'
import { CampaignProgress } from './campaign-progress'

const CONTENT_LABELS: Record<Campaign['content_mode'], string> = {
  marketing_template: 'Marketing template',
  email_template: 'Email template',
  custom: 'Custom HTML',
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  )
}

/**
 * One campaign: what it sends, to whom and from whom, and its progress live (read every second while it
 * sends, so the bar moves as the sender works). The row's copy shows at once while the first read runs.
 */
export function CampaignDetailDialog({
  campaign: row,
  sendable,
  onClose,
}: {
  campaign: Campaign | null
  sendable: (segmentId: string | null) => number | undefined
  onClose: () => void
}) {
  const detail = useCampaign(row?.id ?? null, row ?? undefined)
  const campaign = detail.data ?? row
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        {campaign && (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{campaign.name}</DialogTitle>
              <DialogDescription>
                {campaign.description || 'Campaign details and live progress.'}
              </DialogDescription>
            </DialogHeader>
            <CampaignProgress
              campaign={campaign}
              title="Progress"
              pollFailed={detail.isError}
              onRetry={() => void detail.refetch()}
            />
            <dl className="grid grid-cols-1 gap-3 rounded-lg border p-3 sm:grid-cols-2">
              <Detail term="Subject">{campaign.subject}</Detail>
              <Detail term="Preview text">{campaign.preview_text || '—'}</Detail>
              <Detail term="Segment">{campaign.segment_name ?? '—'}</Detail>
              <Detail term="Content">
                {CONTENT_LABELS[campaign.content_mode]}
                {campaign.template_name ? `: ${campaign.template_name}` : ''}
              </Detail>
              <Detail term="From">
                {campaign.from_name} &lt;{campaign.from_email}&gt;
              </Detail>
              <Detail term="Scheduled for">
                {campaign.schedule_time ? formatDateTime(campaign.schedule_time) : '—'}
              </Detail>
              <Detail term="Created">{formatDateTime(campaign.created_at)}</Detail>
            </dl>
            <CampaignActions campaign={campaign} sendable={sendable(campaign.segment_id)} />
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
