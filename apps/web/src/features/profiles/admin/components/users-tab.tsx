import { Link } from 'react-router'
import { Download } from 'lucide-react'
import type { AdminUserRow, Role } from '@rdo/contracts'
import { buttonVariants } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { CrudListSection } from '@/components/admin/crud-list-section'
import type { ColumnDef } from '@/components/admin/data-table'
import { linkClass } from '@/components/admin/link-class'
import { useListParams } from '@/components/admin/use-list-params'
import { useSession } from '@/features/auth'
import { formatDate } from '@/lib/format'
import { usersExportHref, useUsers } from '../api/get-users'
import { useUpdateUserRole } from '../api/update-user-role'

const ROLE_FILTER = [
  { value: '', label: 'All roles' },
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
]

function RoleSelect({ row, selfId }: { row: AdminUserRow; selfId: string | undefined }) {
  const update = useUpdateUserRole()
  const isSelf = row.id === selfId
  return (
    <NativeSelect
      className="h-8 w-28"
      aria-label={`Role of ${row.email}`}
      title={isSelf ? 'You cannot change your own role' : undefined}
      value={update.isPending && update.variables ? update.variables.role : row.role}
      disabled={isSelf || update.isPending}
      onChange={(e) => update.mutate({ id: row.id, role: e.target.value as Role })}
    >
      <option value="user">User</option>
      <option value="admin">Admin</option>
    </NativeSelect>
  )
}

/** Dashboard tab: every account, searched, filtered, sorted and paged by the server. */
export function UsersTab() {
  const { user: self } = useSession()
  const { params, update, query } = useListParams({ sort: 'created_at', filters: ['role'] })
  const list = useUsers(query)

  const columns: ColumnDef<AdminUserRow>[] = [
    {
      id: 'email',
      header: 'Email',
      enableSorting: true,
      cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
    },
    {
      id: 'name',
      header: 'Name',
      enableSorting: true,
      cell: ({ row }) => row.original.full_name ?? <span className="text-muted-foreground">—</span>,
    },
    {
      id: 'role',
      header: 'Role',
      enableSorting: false,
      cell: ({ row }) => <RoleSelect row={row.original} selfId={self?.id} />,
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
      enableSorting: false,
      cell: ({ row }) => (
        <Link
          to={`/admin/users/${row.original.id}`}
          className={`${linkClass} text-sm`}
          aria-label={`View ${row.original.email}`}
        >
          View
        </Link>
      ),
    },
  ]

  return (
    <CrudListSection
      label="Users"
      list={list}
      params={params}
      update={update}
      columns={columns}
      rowId={(r) => r.id}
      searchLabel="Search by email or name"
      filters={[{ name: 'role', label: 'Role', options: ROLE_FILTER }]}
      errorText="Failed to load data"
      emptyText="No users found"
      actions={
        <a
          href={usersExportHref(query)}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'h-9' })}
        >
          <Download aria-hidden="true" />
          Export CSV
        </a>
      }
    />
  )
}
