import { Badge } from '@/components/ui/badge'
import {
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUS_TONES,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUS_TONES,
  type CampaignStatus,
  type SubscriberStatus,
} from '../lib/labels'

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <Badge variant={CAMPAIGN_STATUS_TONES[status]}>{CAMPAIGN_STATUS_LABELS[status]}</Badge>
}

export function SubscriberStatusBadge({ status }: { status: SubscriberStatus }) {
  return <Badge variant={SUBSCRIBER_STATUS_TONES[status]}>{SUBSCRIBER_STATUS_LABELS[status]}</Badge>
}
