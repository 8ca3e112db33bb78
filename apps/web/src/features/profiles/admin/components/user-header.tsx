import { useState } from 'react'
import { Calendar, Pencil, Phone, Wallet } from 'lucide-react'
import { ADMIN_USER_MESSAGES, type AdminUserDetail, type Role } from '@rdo/contracts'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { NativeSelect } from '@/components/ui/native-select'
import { formatDate } from '@/lib/format'
import { useUpdateUserRole } from '../api/update-user-role'
import { DeleteUserDialog } from './delete-user-dialog'

function RoleEditor({ userId, role, isSelf }: { userId: string; role: Role; isSelf: boolean }) {
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState<Role>(role)
  const update = useUpdateUserRole()
  if (!editing) {
    return (
      <span className="inline-flex items-center gap-1">
        <Badge variant={role === 'admin' ? 'brand' : 'neutral'}>{role === 'admin' ? 'Admin' : 'User'}</Badge>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Edit role"
          disabled={isSelf}
          title={isSelf ? 'You cannot change your own role' : 'Edit role'}
          onClick={() => {
            setDraft(role)
            setEditing(true)
          }}
        >
          <Pencil aria-hidden="true" />
        </Button>
      </span>
    )
  }
  return (
    <form
      className="inline-flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        if (draft === role) return setEditing(false)
        update.mutate({ id: userId, role: draft }, { onSuccess: () => setEditing(false) })
      }}
    >
      <NativeSelect
        className="h-8 w-28"
        aria-label="Role"
        value={draft}
        autoFocus
        onChange={(e) => setDraft(e.target.value as Role)}
      >
        <option value="user">User</option>
        <option value="admin">Admin</option>
      </NativeSelect>
      <Button type="submit" size="sm" loading={update.isPending}>
        Save
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setEditing(false)} disabled={update.isPending}>
        Cancel
      </Button>
    </form>
  )
}

const shortWallet = (address: string) =>
  address.length > 12 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address

/** Who the user is: avatar, name, contact details, role with its editor, and the delete action. */
export function UserHeader({ user, isSelf }: { user: AdminUserDetail['profile']; isSelf: boolean }) {
  const name = user.full_name || ADMIN_USER_MESSAGES.unnamed
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-start gap-4">
        <Avatar src={user.avatar_url} name={user.full_name || user.email} size="lg" />
        <div className="min-w-48 flex-1 space-y-1">
          <h1 className="font-display text-2xl font-bold tracking-tight break-words">{name}</h1>
          <p className="text-sm break-all text-muted-foreground">{user.email}</p>
          {user.username && <p className="text-sm text-muted-foreground">@{user.username}</p>}
          <div className="pt-1">
            <RoleEditor userId={user.id} role={user.role} isSelf={isSelf} />
          </div>
        </div>
        <DeleteUserDialog userId={user.id} email={user.email} disabled={isSelf} />
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div className="flex items-center gap-2">
          <Calendar className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="text-muted-foreground">Joined</dt>
          <dd>{formatDate(user.created_at)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Phone className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="text-muted-foreground">Phone</dt>
          <dd>{user.phone_number ?? <span className="text-muted-foreground">Not provided</span>}</dd>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <Wallet className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <dt className="text-muted-foreground">Wallet</dt>
          <dd className="min-w-0 truncate font-mono" title={user.wallet_address ?? undefined}>
            {user.wallet_address ? (
              shortWallet(user.wallet_address)
            ) : (
              <span className="font-sans text-muted-foreground">Not connected</span>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  )
}
