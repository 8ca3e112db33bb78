import { useMemo, useState } from 'react'
import type { Segment } from '@rdo/contracts/email-marketing-admin'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { CrudListSection, editDeleteColumn } from '@/components/admin/crud-list-section'
import type { ColumnDef } from '@/components/admin/data-table'
import { useListParams } from '@/components/admin/use-list-params'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { useDeleteSegment, useSegments } from '../api/segments'
import { formatCount } from '../lib/labels'
import { listQuery } from '../lib/list-query'
import { criteriaSummary } from '../lib/segment-criteria'
import { nameColumn } from './name-column'
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
    nameColumn<Segment>(nameId),
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
    editDeleteColumn<Segment>({ describedBy: nameId, onEdit: setEditing, onDelete: setDeleting }),
  ]

  return (
    <CrudListSection
      label="Segments"
      list={list}
      params={params}
      update={update}
      columns={columns}
      rowId={(s) => s.id}
      searchLabel="Search by name or description"
      newLabel="New segment"
      onNew={() => setEditing('new')}
      errorText={M.loadFailed}
      emptyText={params.q ? 'No segments match the search.' : 'No segments yet. Create one with New segment.'}
      remove={{
        target: deleting,
        title: `Delete ${deleting?.name ?? 'segment'}?`,
        description:
          'The segment is removed; its subscribers stay. Campaigns that used it keep their history.',
        confirmLabel: 'Delete segment',
        pending: remove.isPending,
        onConfirm: (segment) => remove.mutate(segment.id),
        onCancel: () => setDeleting(null),
      }}
    >
      <SegmentFormDialog
        open={editing !== null}
        segment={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </CrudListSection>
  )
}
