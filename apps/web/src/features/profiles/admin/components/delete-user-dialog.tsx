import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Trash2 } from 'lucide-react'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { Button } from '@/components/ui/button'
import { useDeleteUser } from '../api/delete-user'

/** Deletes the account after confirmation, then returns to the dashboard. */
export function DeleteUserDialog({
  userId,
  email,
  disabled,
}: {
  userId: string
  email: string
  disabled?: boolean
}) {
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()
  const remove = useDeleteUser({ onSuccess: () => navigate('/admin', { replace: true }) })
  return (
    <>
      <Button
        variant="destructive"
        size="sm"
        disabled={disabled}
        title={disabled ? 'You cannot delete your own account' : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        Delete user
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this user?"
        description={
          <>
            <span className="break-all font-medium text-foreground">{email}</span> loses their account at
            once: sessions, profile, addresses, wishlist and designs are removed. Their orders and support
            tickets stay for the books, without the person.
          </>
        }
        confirmLabel="Delete user"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(userId)}
      />
    </>
  )
}
