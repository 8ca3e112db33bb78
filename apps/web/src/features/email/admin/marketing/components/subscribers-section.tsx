import { useMemo, useState } from 'react'
import { Download, UserMinus } from 'lucide-react'
import type { Subscriber } from '@rdo/contracts/email-marketing-admin'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CrudListSection } from '@/components/admin/crud-list-section'
import type { ColumnDef } from '@/components/admin/data-table'
import { useListParams } from '@/components/admin/use-list-params'
import { formatDate } from '@/lib/format'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { useExportSubscribers } from '../api/export-subscribers'
import { useSubscribers, useUnsubscribe } from '../api/subscribers'
import {
  PREFERENCE_KEYS,
  PREFERENCE_LABELS,
  SUBSCRIBER_STATUS_LABELS,
  statusFilterOptions,
} from '../lib/labels'
import { listQuery } from '../lib/list-query'
import { SubscriberStatusBadge } from './status-badges'

const STATUS_FILTER = statusFilterOptions('All statuses', SUBSCRIBER_STATUS_LABELS)
const emailId = (s: Pick<Subscriber, 'id'>) => `subscriber-${s.id}-email`

function Preferences({ subscriber }: { subscriber: Subscriber }) {
  const on = PREFERENCE_KEYS.filter((key) => subscriber.preferences[key])
  return (
    <span className="flex max-w-64 flex-wrap items-center gap-1">
      {on.length === 0 ? (
        <span className="text-muted-foreground">None</span>
      ) : (
        on.map((key) => (
          <Badge key={key} variant="info">
            {PREFERENCE_LABELS[key]}
          </Badge>
        ))
      )}
      <span className="text-xs text-muted-foreground capitalize">{subscriber.preferences.frequency}</span>
    </span>
  )
}

/** Newsletter subscribers, searched and filtered by status, with unsubscribe and the CSV export. */
export function SubscribersSection() {
  const { params, update } = useListParams({ sort: 'created_at', filters: ['status'] })
  const query = useMemo(() => listQuery(params), [params])
  const list = useSubscribers(query)
  useLoadErrorToast(list, M.loadSubscribersFailed, { scope: 'admin-marketing' })
  const exporter = useExportSubscribers()
  const [confirming, setConfirming] = useState<Subscriber | null>(null)
  const unsubscribe = useUnsubscribe({ onSettled: () => setConfirming(null) })

  const columns: ColumnDef<Subscriber>[] = [
    {
      id: 'email',
      header: 'Email',
      cell: ({ row }) => (
        <span id={emailId(row.original)} className="break-all">
          {row.original.email}
        </span>
      ),
    },
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => {
        const name = [row.original.first_name, row.original.last_name].filter(Boolean).join(' ')
        return name || <span className="text-muted-foreground">—</span>
      },
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <SubscriberStatusBadge status={row.original.status} />,
    },
    {
      id: 'preferences',
      header: 'Preferences',
      cell: ({ row }) => <Preferences subscriber={row.original} />,
    },
    {
      id: 'created_at',
      header: 'Subscribed',
      enableSorting: true,
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.created_at)}</span>,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) =>
        row.original.status === 'active' ? (
          <div className="flex justify-end">
            <Button
              variant="ghost"
              size="sm"
              className="text-danger"
              aria-describedby={emailId(row.original)}
              onClick={() => setConfirming(row.original)}
            >
              <UserMinus aria-hidden="true" />
              Unsubscribe
            </Button>
          </div>
        ) : null,
    },
  ]

  return (
    <CrudListSection
      label="Subscribers"
      list={list}
      params={params}
      update={update}
      columns={columns}
      rowId={(s) => s.id}
      searchLabel="Search by email or name"
      filters={[{ name: 'status', label: 'Status', options: STATUS_FILTER }]}
      actions={
        <Button
          variant="outline"
          size="sm"
          className="h-9"
          loading={exporter.isPending}
          onClick={() => exporter.mutate()}
        >
          {!exporter.isPending && <Download aria-hidden="true" />}
          Export CSV
        </Button>
      }
      errorText={M.loadSubscribersFailed}
      emptyText={
        params.q || params.filters.status
          ? 'No subscribers match. Clear the search or the filter to see everyone.'
          : 'No subscribers yet. People join from the newsletter form.'
      }
      remove={{
        target: confirming,
        title: 'Unsubscribe this subscriber?',
        description: confirming ? M.confirmUnsubscribe(confirming.email) : '',
        confirmLabel: 'Unsubscribe',
        pending: unsubscribe.isPending,
        onConfirm: (subscriber) => unsubscribe.mutate(subscriber.id),
        onCancel: () => setConfirming(null),
      }}
    />
  )
}
