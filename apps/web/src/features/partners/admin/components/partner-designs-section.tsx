import { useMemo } from 'react'
import { Check, X } from 'lucide-react'
import { toast } from 'sonner'
import { ADMIN_PARTNER_MESSAGES as A, type PartnerDesign, type PartnerStats } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { DataTable, type ColumnDef } from '@/components/admin/data-table'
import { errorMessage } from '@/lib/api-client'
import { formatDate, formatDateTime } from '@/lib/format'
import { useAdminPartnerDesigns } from '../api/get-partner-designs'
import { useReviewPartnerDesign } from '../api/review-partner-design'
import { STATUS_FILTER_OPTIONS, statusFilterOf, thumbnailOf } from '../lib/labels'
import { PartnerProductionDialog } from './partner-production-dialog'
import { Panel, StatusBadge } from './parts'
import { useSectionParams } from './use-section-params'

function DesignDecision({ design }: { design: PartnerDesign }) {
  const review = useReviewPartnerDesign({
    onSuccess: ({ decision }) => toast.success(decision === 'approve' ? A.designApproved : A.designRejected),
    onError: (error) => toast.error(errorMessage(error)),
  })
  const running = review.isPending ? review.variables?.decision : undefined
  const decide = (decision: 'approve' | 'reject') =>
    review.mutate({ id: design.id, partnerId: design.partner_id, decision })
  return (
    <div className="flex items-center justify-end gap-2">
      <Button
        size="sm"
        aria-label={`Approve ${design.title}`}
        disabled={review.isPending}
        loading={running === 'approve'}
        onClick={() => decide('approve')}
      >
        <Check aria-hidden="true" />
        Approve
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-danger"
        aria-label={`Reject ${design.title}`}
        disabled={review.isPending}
        loading={running === 'reject'}
        onClick={() => decide('reject')}
      >
        <X aria-hidden="true" />
        Reject
      </Button>
    </div>
  )
}

const columns: ColumnDef<PartnerDesign>[] = [
  {
    id: 'image',
    header: () => <span className="sr-only">Image</span>,
    enableSorting: false,
    cell: ({ row }) => (
      <a
        href={row.original.image_url}
        target="_blank"
        rel="noopener noreferrer"
        className="block w-fit rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <img
          src={thumbnailOf(row.original.image_url)}
          alt={`${row.original.title} (opens the full image in a new tab)`}
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 rounded-md border bg-muted object-cover"
        />
      </a>
    ),
  },
  {
    id: 'title',
    header: 'Title',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="max-w-64 min-w-40">
        <p className="line-clamp-2 font-medium break-words">{row.original.title}</p>
        {row.original.description && (
          <p className="line-clamp-2 text-xs break-words text-muted-foreground">{row.original.description}</p>
        )}
      </div>
    ),
  },
  {
    id: 'style',
    header: 'Style',
    enableSorting: false,
    cell: ({ row }) => <span className="whitespace-nowrap capitalize">{row.original.style}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
  {
    id: 'created_at',
    header: 'Submitted',
    enableSorting: false,
    cell: ({ row }) => (
      <time
        dateTime={row.original.created_at}
        title={formatDateTime(row.original.created_at)}
        className="whitespace-nowrap"
      >
        {formatDate(row.original.created_at)}
      </time>
    ),
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableSorting: false,
    cell: ({ row }) => {
      if (row.original.status === 'pending') return <DesignDecision design={row.original} />
      if (row.original.status === 'approved')
        return (
          <div className="flex justify-end">
            <PartnerProductionDialog design={row.original} />
          </div>
        )
      return null
    },
  },
]

/** The project's designs, newest first, with Approve and Reject on those waiting for review. */
export function PartnerDesignsSection({ partnerId, stats }: { partnerId: string; stats: PartnerStats }) {
  const { params, update } = useSectionParams()
  const status = statusFilterOf(params.filters.status)
  const query = useMemo(
    () => ({ page: params.page, per_page: params.per_page, ...(status ? { status } : {}) }),
    [params.page, params.per_page, status],
  )
  const list = useAdminPartnerDesigns(partnerId, query)
  return (
    <Panel
      id="designs"
      title="Designs"
      actions={
        <p className="text-sm text-muted-foreground">
          <span className="font-mono tabular-nums">{stats.designs_total.toLocaleString('en-US')}</span> total
          · <span className="font-mono tabular-nums">{stats.designs_approved.toLocaleString('en-US')}</span>{' '}
          approved ·{' '}
          <span className="font-mono tabular-nums">{stats.designs_pending.toLocaleString('en-US')}</span> to
          review
        </p>
      }
    >
      <label className="flex w-fit items-center gap-2 text-sm">
        <span className="text-muted-foreground">Design status</span>
        <NativeSelect
          className="h-9 w-auto"
          value={status ?? ''}
          onChange={(e) => update({ status: e.target.value })}
        >
          {STATUS_FILTER_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </label>
      <DataTable
        label="Partner designs"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        params={params}
        update={update}
        isLoading={list.isPending}
        isError={list.isError}
        errorText="Failed to load designs"
        emptyText={status ? 'No designs with this status.' : 'No designs submitted to this project yet.'}
        rowId={(r) => r.id}
      />
    </Panel>
  )
}
