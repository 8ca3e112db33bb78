import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { ArrowLeft, Plus } from 'lucide-react'
import type { EmailTemplate } from '@rdo/contracts/email-admin'
import { EMAIL_ADMIN_MESSAGES as M } from '@rdo/contracts/email-messages'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CrudListSection } from '@/components/admin/crud-list-section'
import type { ColumnDef } from '@/components/admin/data-table'
import { useListParams } from '@/components/admin/use-list-params'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { useEmailTemplates, type EmailTemplateQuery } from '../api/get-email-templates'
import { RelativeTime } from './email-cells'
import { TemplateActions } from './template-actions'
import { TemplateEditor } from './template-editor'

/** What the editor is open for: a new template, or one from the list. */
type Editing = { template: EmailTemplate | null } | null

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
]

/** /admin/email/templates — the email templates: search, filter, create, edit, preview, switch off, delete. */
export function AdminEmailTemplatesPage() {
  const { params, update } = useListParams({ sort: 'name', filters: ['status'] })
  const [editing, setEditing] = useState<Editing>(null)
  const query = useMemo(() => {
    const status = params.filters.status === 'active' || params.filters.status === 'inactive'
    const q: EmailTemplateQuery = {
      page: params.page,
      per_page: params.per_page,
      status: status ? (params.filters.status as 'active' | 'inactive') : 'all',
    }
    if (params.q) q.q = params.q
    return q
  }, [params.page, params.per_page, params.q, params.filters.status])
  const list = useEmailTemplates(query)
  useLoadErrorToast(list, M.loadTemplatesFailed, { scope: 'admin-email' })

  const columns = useMemo<ColumnDef<EmailTemplate>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        cell: ({ row }) => (
          <span className="flex min-w-40 flex-col">
            <span id={`template-${row.original.id}-name`} className="font-medium">
              {row.original.name}
            </span>
            {row.original.description && (
              <span className="line-clamp-1 max-w-64 text-xs text-muted-foreground">
                {row.original.description}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'subject',
        header: 'Subject',
        cell: ({ row }) => <span className="block max-w-72 truncate">{row.original.subject}</span>,
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            <Badge variant={row.original.is_active ? 'success' : 'neutral'}>
              {row.original.is_active ? 'Active' : 'Inactive'}
            </Badge>
            {row.original.built_in && (
              <Badge variant="info" title={M.builtInTemplate}>
                Built-in
              </Badge>
            )}
          </span>
        ),
      },
      {
        id: 'updated',
        header: 'Updated',
        cell: ({ row }) => <RelativeTime value={row.original.updated_at} />,
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <TemplateActions template={row.original} onEdit={() => setEditing({ template: row.original })} />
        ),
      },
    ],
    [],
  )
  const filtered = Boolean(params.q || params.filters.status)

  return (
    <div className="space-y-6">
      <Link
        to="/admin/email"
        className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Email Management
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-2">
          <h1 className="font-display text-2xl font-bold tracking-tight">Email templates</h1>
          <p className="text-sm text-muted-foreground">
            The emails the shop sends by name and the ones you send from the dashboard. Fill them with{' '}
            <code className="font-mono text-xs">{'{{variable}}'}</code> placeholders and preview them with the
            variables’ examples.
          </p>
        </div>
        <Button onClick={() => setEditing({ template: null })}>
          <Plus aria-hidden="true" />
          New template
        </Button>
      </div>

      <CrudListSection
        label="Email templates"
        list={list}
        params={params}
        update={update}
        columns={columns}
        rowId={(row) => row.id}
        searchLabel="Search by name, subject or description"
        filters={[{ name: 'status', label: 'Status', options: STATUS_OPTIONS }]}
        errorText={M.loadTemplatesFailed}
        emptyText={
          filtered
            ? 'No templates match. Clear the search or filter to see every template.'
            : 'No templates yet. Create one with New template.'
        }
      />

      <TemplateEditor
        open={editing !== null}
        template={editing?.template ?? null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </div>
  )
}
