import { useMemo, useState } from 'react'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import type { Segment } from '@rdo/contracts/marketing-admin'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-admin-messages'
import { Button } from '@/components/ui/button'
import { DataTable, type ColumnDef } from '@/components/admin/data-table'
import { ListToolbar } from '@/components/admin/list-toolbar'
import { useListParams } from '@/components/admin/use-list-params'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { useDeleteSegment, useSegments } from '../api/segments'
import { formatCount } from '../lib/labels'
import { listQuery } from '../lib/list-query'
import { criteriaSummary } from '../lib/segment-criteria'
import { SegmentFormDialog } from './segment-form-dialog'

const nameId = (s: Pick<Segment, 'id'>) => `segment-${s.id}-name`

/** Segments: who campaigns go to, with how many each holds now and how many a send would reach. */
export function SegmentsSection() {
  const { params, update } = useListParams({ sort: 'created_at' })
  const query = useMemo(() => listQuery(params), [params])
  const list = useSegments(query)
  useLoadErrorToast(list, M.loadFailed, { scope: 'admin-marketing' })
  const [editing, setEditing] = useState<Segment | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Segment | null>(null)
  const remove = useDeleteSegment({ onSettled: () => setDeleting(null) })

  const columns: ColumnDef<Segment>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <span className="flex max-w-72 flex-col">
          <span id={nameId(row.original)} className="font-medium break-words">
            {row.original.name}
          </span>
          {row.original.description && (
            <span className="line-clamp-2 text-xs text-muted-foreground">{row.original.description}</span>
          )}
        </span>
      ),
    },
    {
      id: 'criteria',
      header: 'Criteria',
      cell: ({ row }) => <span className="text-sm">{criteriaSummary(row.original.criteria)}</span>,
    },
    {
      id: 'count',
      header: 'Subscribers',
      cell: ({ row }) => (
        <span className="font-mono whitespace-nowrap tabular-nums">
          {formatCount(row.original.count)}
          <span className="text-muted-foreground"> · {formatCount(row.original.sendable)} sendable</span>
        </span>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <div className="flex justify-end gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-describedby={nameId(row.original)}
            onClick={() => setEditing(row.original)}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger"
            aria-describedby={nameId(row.original)}
            onClick={() => setDeleting(row.original)}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      ),
    },
  ]

  return (
    <div className="space-y-4">
      <ListToolbar
        params={params}
        update={update}
        searchLabel="Search by name or description"
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching}
      >
        <Button size="sm" className="h-9" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          New segment
        </Button>
      </ListToolbar>
      <DataTable
        label="Segments"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.total_capped ?? false}
        params={params}
        update={update}
        isLoading={list.isPending}
        isError={list.isError}
        errorText={M.loadFailed}
        emptyText={
          params.q ? 'No segments match the search.' : 'No segments yet. Create one with New segment.'
        }
        rowId={(s) => s.id}
      />
      <SegmentFormDialog
        open={editing !== null}
        segment={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'segment'}?`}
        description="The segment is removed; its subscribers stay. Campaigns that used it keep their history."
        confirmLabel="Delete segment"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  )
}
