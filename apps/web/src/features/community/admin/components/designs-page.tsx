import { Link } from 'react-router'
import { ADMIN_DESIGN_MESSAGES as M, type AdminDesignRow } from '@rdo/contracts'
import { CrudListSection } from '@/components/admin/crud-list-section'
import type { ColumnDef } from '@/components/admin/data-table'
import { useListParams } from '@/components/admin/use-list-params'
import { formatDate } from '@/lib/format'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { linkClass } from '@/components/admin/link-class'
import { useAdminDesigns } from '../api/designs-api'
import { DesignStageBadge, DesignThumb, PageHeader, PersonLink } from './parts'

const STATUS_FILTER = [
  { value: '', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
]

const count = (n: number) => <span className="font-mono tabular-nums">{n.toLocaleString('en-US')}</span>

const columns: ColumnDef<AdminDesignRow>[] = [
  {
    id: 'image',
    header: () => <span className="sr-only">Image</span>,
    enableSorting: false,
    cell: ({ row }) => <DesignThumb url={row.original.image_url} />,
  },
  {
    id: 'title',
    header: 'Title',
    enableSorting: false,
    cell: ({ row }) => (
      <Link to={`/admin/designs/${row.original.id}`} className={`${linkClass} line-clamp-2 max-w-64`}>
        {row.original.description}
      </Link>
    ),
  },
  {
    id: 'submitter',
    header: 'Submitter',
    enableSorting: false,
    cell: ({ row }) => <PersonLink person={row.original.submitter} />,
  },
  {
    id: 'stage',
    header: 'Stage',
    enableSorting: false,
    cell: ({ row }) => <DesignStageBadge design={row.original} />,
  },
  { id: 'votes', header: 'Votes', enableSorting: true, cell: ({ row }) => count(row.original.votes) },
  {
    id: 'dislikes',
    header: 'Dislikes',
    enableSorting: false,
    cell: ({ row }) => count(row.original.dislike_count),
  },
  { id: 'net_score', header: 'Net', enableSorting: true, cell: ({ row }) => count(row.original.net_score) },
  {
    id: 'created_at',
    header: 'Submitted',
    enableSorting: true,
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.created_at)}</span>,
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableSorting: false,
    cell: ({ row }) => (
      <Link
        to={`/admin/designs/${row.original.id}`}
        className={linkClass}
        aria-label={`Review ${row.original.description}`}
      >
        Review
      </Link>
    ),
  },
]

/** /admin/designs — every submission, filtered by status, searched, sorted and paged by the server. */
export function AdminDesignsPage() {
  const { params, update, query } = useListParams({ sort: 'created_at', filters: ['status'] })
  const list = useAdminDesigns(query)
  useLoadErrorToast(list, M.loadFailed, { scope: 'admin-designs', retry: false })
  const filtered = !!params.q || !!params.filters.status
  return (
    <CrudListSection
      label="Design submissions"
      list={list}
      params={params}
      update={update}
      columns={columns}
      rowId={(r) => r.id}
      searchLabel="Search by title or submitter"
      filters={[{ name: 'status', label: 'Status', options: STATUS_FILTER }]}
      errorText={M.loadFailed}
      emptyText={
        filtered
          ? 'No designs match this search or status. Clear the filters to see every submission.'
          : 'No designs submitted yet. New submissions appear here for review.'
      }
      header={
        <PageHeader
          title="Design Submissions"
          description="Community designs waiting for review, approved or sent back with feedback."
          back={{ to: '/admin', label: 'Back to dashboard' }}
        />
      }
    />
  )
}
