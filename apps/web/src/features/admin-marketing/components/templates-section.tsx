import { useMemo, useState } from 'react'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import type { MarketingTemplate } from '@rdo/contracts/marketing-admin'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-admin-messages'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DataTable, type ColumnDef } from '@/components/admin/data-table'
import { ListToolbar } from '@/components/admin/list-toolbar'
import { useListParams } from '@/components/admin/use-list-params'
import { formatDate } from '@/lib/format'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { useDeleteMarketingTemplate, useMarketingTemplates } from '../api/marketing-templates'
import { TEMPLATE_CATEGORY_LABELS } from '../lib/labels'
import { listQuery } from '../lib/list-query'
import { TemplateFormDialog } from './template-form-dialog'

const nameId = (t: Pick<MarketingTemplate, 'id'>) => `marketing-template-${t.id}-name`

/** Marketing templates: the HTML campaigns send, created, edited and deleted here. */
export function TemplatesSection() {
  const { params, update } = useListParams({ sort: 'created_at' })
  const query = useMemo(() => listQuery(params), [params])
  const list = useMarketingTemplates(query)
  useLoadErrorToast(list, M.loadFailed, { scope: 'admin-marketing' })
  const [editing, setEditing] = useState<MarketingTemplate | 'new' | null>(null)
  const [deleting, setDeleting] = useState<MarketingTemplate | null>(null)
  const remove = useDeleteMarketingTemplate({ onSettled: () => setDeleting(null) })

  const columns: ColumnDef<MarketingTemplate>[] = [
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
      id: 'category',
      header: 'Category',
      cell: ({ row }) => <Badge>{TEMPLATE_CATEGORY_LABELS[row.original.category]}</Badge>,
    },
    {
      id: 'updated_at',
      header: 'Updated',
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.updated_at)}</span>,
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
          New template
        </Button>
      </ListToolbar>
      <DataTable
        label="Marketing templates"
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
          params.q ? 'No templates match the search.' : 'No templates yet. Create one with New template.'
        }
        rowId={(t) => t.id}
      />
      <TemplateFormDialog
        open={editing !== null}
        template={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'template'}?`}
        description="The template is removed for good. Campaigns already sent keep what they sent."
        confirmLabel="Delete template"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  )
}
