import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { SUPPORT_MESSAGES, createTicketBody, ticketPrioritySchema, type SupportTicket } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { formatDate, formatMoney, shortId } from '@/lib/format'
import { useCreateTicket } from '../api/create-ticket'
import { useOrderOptions } from '../api/get-order-options'

interface NewTicketDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCreated: (ticket: SupportTicket) => void
}

const defaults = { subject: '', message: '', priority: 'medium' as const, order_id: '' }

export function NewTicketDialog({ open, onOpenChange, onCreated }: NewTicketDialogProps) {
  const create = useCreateTicket()
  const orders = useOrderOptions({ enabled: open })
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(createTicketBody), defaultValues: defaults })

  useEffect(() => {
    if (open) reset(defaults)
  }, [open, reset])

  const onSubmit = handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: (ticket) => {
        toast.success(SUPPORT_MESSAGES.created)
        onCreated(ticket)
        onOpenChange(false)
      },
      onError: () => toast.error(SUPPORT_MESSAGES.createFailed),
    })
  })

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>New Ticket</DialogTitle>
          <DialogDescription>
            Tell us what happened. We reply within 24-48 hours, Mon-Fri 9am-5pm ET.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField label="Subject" error={errors.subject?.message} required>
            <Input maxLength={200} {...register('subject')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Priority" error={errors.priority?.message}>
              <NativeSelect {...register('priority')}>
                {ticketPrioritySchema.options.map((priority) => (
                  <option key={priority} value={priority}>
                    {priority.charAt(0).toUpperCase() + priority.slice(1)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Related order (optional)" error={errors.order_id?.message}>
              <NativeSelect {...register('order_id')} disabled={orders.isPending}>
                <option value="">No order</option>
                {orders.data?.items.map((order) => (
                  <option key={order.id} value={order.id}>
                    #{shortId(order.id)} · {formatDate(order.created_at)} · {formatMoney(order.total_cents)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField label="Message" error={errors.message?.message} required>
            <Textarea rows={6} maxLength={5000} {...register('message')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create ticket
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
