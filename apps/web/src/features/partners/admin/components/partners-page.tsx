import { useMemo } from 'react'
import { Link } from 'react-router'
import { ADMIN_PARTNER_MESSAGES as A, type AdminPartnerRow } from '@rdo/contracts'
import { CrudListSection } from '@/components/admin/crud-list-section'
import type { ColumnDef } from '@/components/admin/data-table'
import { useListParams } from '@/components/admin/use-list-params'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { linkClass } from '@/components/admin/link-class'
import { useAdminPartners, type PartnerListQuery } from '../api/get-partners'
import { pendingDesignsLabel, STATUS_FILTER_OPTIONS, statusFilterOf, tokenSymbol } from '../lib/labels'
import { PartnerDecisionButtons } from './partner-decision'
import { Ago, ExternalAnchor, ProjectLogo, StatusBadge } from './parts'

const columns: ColumnDef<AdminPartnerRow>[] = [
  {
    id: 'project',
    header: 'Project',
    enableSorting: false,
    cell: ({ row }) => {
      const p = row.original
      const waiting = pendingDesignsLabel(p.pending_designs)
      return (
        <div className="flex min-w-52 items-center gap-3">
          <ProjectLogo url={p.logo_url} name={p.name} />
          <div className="min-w-0">
            <Link to={`/admin/partners/${p.id}`} className={`${linkClass} line-clamp-2 max-w-56 break-words`}>
              {p.name}
            </Link>
            <span className="block font-mono text-xs text-muted-foreground">
              {tokenSymbol(p.token_symbol)}
            </span>
            {waiting && (
              <Link
                to={`/admin/partners/${p.id}#designs`}
                className="mt-1 inline-flex rounded-full border border-warning/30 bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {waiting}
              </Link>
            )}
          </div>
        </div>
      )
    },
  },
  {
    id: 'contact',
    header: 'Contact',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="flex min-w-0 flex-col">
        <span className="max-w-56 truncate">{row.original.contact_name}</span>
        <span className="max-w-56 truncate text-xs text-muted-foreground">{row.original.contact_email}</span>
      </span>
    ),
  },
  {
    id: 'website',
    header: 'Website',
    enableSorting: false,
    cell: ({ row }) => (
      <ExternalAnchor href={row.original.website_url} className="max-w-48 text-sm">
        {row.original.website_host}
      </ExternalAnchor>
    ),
  },
  {
    id: 'created_at',
    header: 'Applied',
    enableSorting: true,
    cell: ({ row }) => <Ago value={row.original.created_at} />,
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableSorting: false,
    cell: ({ row }) =>
      row.original.status === 'pending' ? (
        <PartnerDecisionButtons partner={row.original} className="justify-end" />
      ) : null,
  },
]

/** /admin/partners — partner applications, searched, filtered by status and paged by the server. */
export function AdminPartnersPage() {
  const { params, update } = useListParams({ sort: 'created_at', filters: ['status'] })
  // Only what the server accepts: an unknown status in the address bar means every status.
  const status = statusFilterOf(params.filters.status)
  const query = useMemo(() => {
    const q: PartnerListQuery = {
      page: params.page,
      per_page: params.per_page,
      sort: 'created_at',
      dir: params.dir,
    }
    if (params.q) q.q = params.q
    if (status) q.status = status
    return q
  }, [params.page, params.per_page, params.dir, params.q, status])
  const list = useAdminPartners(query)
  useLoadErrorToast(list, A.loadFailed, { scope: 'admin-partners', retry: false })
  const filtered = !!params.q || !!status
  return (
    <CrudListSection
      header={
        <div className="space-y-2">
          <h1 className="font-display text-2xl font-bold tracking-tight">Partners</h1>
          <p className="text-sm text-muted-foreground">
            Partner store applications: approve or reject pending projects, then review their designs and pay
            their share.
          </p>
        </div>
      }
      label="Partner applications"
      list={list}
      params={params}
      update={update}
      columns={columns}
      rowId={(r) => r.id}
      searchLabel="Search by project, symbol, contact or owner email"
      filters={[{ name: 'status', label: 'Status', options: STATUS_FILTER_OPTIONS }]}
      errorText={A.loadFailed}
      emptyText={
        filtered
          ? 'No partners match this search or status. Clear the filters to see every application.'
          : 'No partner applications yet. New applications appear here for review.'
      }
    />
  )
}
