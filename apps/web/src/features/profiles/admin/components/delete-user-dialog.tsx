import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="destructive"
          size="sm"
          disabled={disabled}
          title={disabled ? 'You cannot delete your own account' : undefined}
        >
          <Trash2 aria-hidden="true" />
          Delete user
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this user?</DialogTitle>
          <DialogDescription>
            <span className="break-all font-medium text-foreground">{email}</span> loses their account at
            once: sessions, profile, addresses, wishlist and designs are removed. Their orders and support
            tickets stay for the books, without the person.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" loading={remove.isPending} onClick={() => remove.mutate(userId)}>
            Delete user
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
