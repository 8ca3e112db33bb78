import { useMemo, useState } from 'react'
import type { MarketingTemplate } from '@rdo/contracts/email-marketing-admin'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { CrudListSection, editDeleteColumn } from '@/components/admin/crud-list-section'
import type { ColumnDef } from '@/components/admin/data-table'
import { useListParams } from '@/components/admin/use-list-params'
import { Badge } from '@/components/ui/badge'
import { formatDate } from '@/lib/format'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { useDeleteMarketingTemplate, useMarketingTemplates } from '../api/marketing-templates'
import { TEMPLATE_CATEGORY_LABELS } from '../lib/labels'
import { listQuery } from '../lib/list-query'
import { nameColumn } from './name-column'
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
    nameColumn<MarketingTemplate>(nameId),
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
    editDeleteColumn<MarketingTemplate>({ describedBy: nameId, onEdit: setEditing, onDelete: setDeleting }),
  ]

  return (
    <CrudListSection
      label="Marketing templates"
      list={list}
      params={params}
      update={update}
      columns={columns}
      rowId={(t) => t.id}
      searchLabel="Search by name or description"
      newLabel="New template"
      onNew={() => setEditing('new')}
      errorText={M.loadFailed}
      emptyText={
        params.q ? 'No templates match the search.' : 'No templates yet. Create one with New template.'
      }
      remove={{
        target: deleting,
        title: `Delete ${deleting?.name ?? 'template'}?`,
        description: 'The template is removed for good. Campaigns already sent keep what they sent.',
        confirmLabel: 'Delete template',
        pending: remove.isPending,
        onConfirm: (template) => remove.mutate(template.id),
        onCancel: () => setDeleting(null),
      }}
    >
      <TemplateFormDialog
        open={editing !== null}
        template={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </CrudListSection>
  )
}
