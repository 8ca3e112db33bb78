import { useState, type FormEvent } from 'react'
import { Bell } from 'lucide-react'
import { adminSendNotificationBody } from '@rdo/contracts'
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
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useSendNotification } from '../api/send-notification'

const fields = adminSendNotificationBody.pick({ title: true, message: true })

/** Sends the user an in-shop notification (type system): it reaches their open pages live. */
export function SendNotificationDialog({ userId, email }: { userId: string; email: string }) {
  const [open, setOpen] = useState(false)
  const [title, setTitle] = useState('')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<{ title?: string; message?: string }>({})
  const send = useSendNotification({
    onSuccess: () => {
      setOpen(false)
      setTitle('')
      setMessage('')
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = fields.safeParse({ title, message })
    if (!parsed.success) {
      const found: typeof errors = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as 'title' | 'message'
        found[key] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    send.mutate({ user_id: userId, type: 'system', ...parsed.data })
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setErrors({})
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Bell aria-hidden="true" />
          Send notification
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send notification</DialogTitle>
          <DialogDescription>
            <span className="break-all">{email}</span> sees it in the shop's notification bell.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <FormField label="Title" error={errors.title} required>
            <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
          </FormField>
          <FormField label="Message" error={errors.message} required>
            <Textarea value={message} maxLength={2000} onChange={(e) => setMessage(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
