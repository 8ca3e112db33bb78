import { useMemo, useState } from 'react'
import { Eye } from 'lucide-react'
import type { Campaign } from '@rdo/contracts/email-marketing-admin'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { Button } from '@/components/ui/button'
import { CrudListSection } from '@/components/admin/crud-list-section'
import type { ColumnDef } from '@/components/admin/data-table'
import { useListParams } from '@/components/admin/use-list-params'
import { formatDate } from '@/lib/format'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { useCampaigns, useNewestCampaign } from '../api/get-campaigns'
import { PICKER_QUERY } from '../api/marketing-keys'
import { useSegments } from '../api/segments'
import { hasProgress } from '../lib/campaign-progress'
import { CAMPAIGN_STATUS_LABELS, formatRate, statusFilterOptions } from '../lib/labels'
import { listQuery } from '../lib/list-query'
import { CampaignActions, campaignNameId } from './campaign-actions'
import { CampaignDetailDialog } from './campaign-detail-dialog'
import { CampaignFormDialog } from './campaign-form-dialog'
import { CampaignProgressCompact } from './campaign-progress'
import { CampaignStatusBadge } from './status-badges'

const STATUS_FILTER = statusFilterOptions('All statuses', CAMPAIGN_STATUS_LABELS)
const muted = <span className="text-muted-foreground">—</span>

/** Campaigns newest first, searched and filtered by status, with their progress and actions. */
export function CampaignsSection() {
  const { params, update } = useListParams({ sort: 'created_at', filters: ['status'] })
  const query = useMemo(() => listQuery(params), [params])
  const list = useCampaigns(query)
  useLoadErrorToast(list, M.loadFailed, { scope: 'admin-marketing' })
  // Segment counts for the Send now confirmation (how many it reaches).
  const segments = useSegments(PICKER_QUERY)
  const sendable = (segmentId: string | null) =>
    segments.data?.items.find((s) => s.id === segmentId)?.sendable
  // Read ahead: the New campaign form starts from the newest campaign's sender.
  useNewestCampaign()
  const [creating, setCreating] = useState(false)
  const [viewing, setViewing] = useState<Campaign | null>(null)

  const columns: ColumnDef<Campaign>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <span id={campaignNameId(row.original)} className="block max-w-56 font-medium break-words">
          {row.original.name}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <CampaignStatusBadge status={row.original.status} />,
    },
    { id: 'segment', header: 'Segment', cell: ({ row }) => row.original.segment_name ?? muted },
    {
      id: 'progress',
      header: 'Progress',
      cell: ({ row }) =>
        hasProgress(row.original.status) ? <CampaignProgressCompact campaign={row.original} /> : muted,
    },
    {
      id: 'open_rate',
      header: 'Open rate',
      cell: ({ row }) => (
        <span className="font-mono tabular-nums">{formatRate(row.original.stats.open_rate)}</span>
      ),
    },
    {
      id: 'click_rate',
      header: 'Click rate',
      cell: ({ row }) => (
        <span className="font-mono tabular-nums">{formatRate(row.original.stats.click_rate)}</span>
      ),
    },
    {
      id: 'created_at',
      header: 'Created',
      enableSorting: true,
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.created_at)}</span>,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <div className="flex flex-wrap items-center justify-end gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-describedby={campaignNameId(row.original)}
            onClick={() => setViewing(row.original)}
          >
            <Eye aria-hidden="true" />
            View
          </Button>
          <CampaignActions
            campaign={row.original}
            sendable={sendable(row.original.segment_id)}
            describedBy={campaignNameId(row.original)}
          />
        </div>
      ),
    },
  ]

  return (
    <CrudListSection
      label="Campaigns"
      list={list}
      params={params}
      update={update}
      columns={columns}
      rowId={(c) => c.id}
      searchLabel="Search by name or subject"
      filters={[{ name: 'status', label: 'Status', options: STATUS_FILTER }]}
      newLabel="New campaign"
      onNew={() => setCreating(true)}
      errorText={M.loadFailed}
      emptyText={
        params.q || params.filters.status
          ? 'No campaigns match. Clear the search or the filter to see every campaign.'
          : 'No campaigns yet. Create one with New campaign.'
      }
    >
      <CampaignFormDialog open={creating} onOpenChange={setCreating} />
      <CampaignDetailDialog campaign={viewing} sendable={sendable} onClose={() => setViewing(null)} />
    </CrudListSection>
  )
}
