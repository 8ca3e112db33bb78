import { useId, useState, type FormEvent } from 'react'
import { RETURN_MESSAGES, type AdminReturn } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { useReturnAction } from '../api/return-actions'

type Mode = 'approve' | 'reject' | 'receive' | null

/**
 * What staff can do with a return: approve a requested one (the message is the customer's return
 * instructions), reject it (the message says why), or mark an approved one received, which refunds
 * its units and, unless unticked, puts them back in stock.
 */
export function ReturnActions({ ret }: { ret: AdminReturn }) {
  const ids = { message: useId(), restock: useId() }
  const [mode, setMode] = useState<Mode>(null)
  const [message, setMessage] = useState('')
  const [restock, setRestock] = useState(true)
  const [error, setError] = useState<string>()
  const act = useReturnAction({ onSuccess: () => setMode(null) })
  const start = (m: Mode) => {
    setMessage(m === 'approve' ? RETURN_MESSAGES.defaultInstructions : '')
    setRestock(true)
    setError(undefined)
    setMode(m)
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (mode === 'receive') return act.mutate({ id: ret.id, action: 'receive', restock })
    if (!mode) return
    if (!message.trim()) return setError(RETURN_MESSAGES.messageRequired)
    act.mutate({ id: ret.id, action: mode, message: message.trim() })
  }
  if (ret.status !== 'requested' && ret.status !== 'approved') return null
  const title = { approve: 'Approve return', reject: 'Reject return', receive: 'Mark return received' }
  return (
    <div className="flex flex-wrap gap-2">
      {ret.status === 'requested' ? (
        <>
          <Button size="sm" onClick={() => start('approve')}>
            Approve
          </Button>
          <Button size="sm" variant="outline" onClick={() => start('reject')}>
            Reject
          </Button>
        </>
      ) : (
        <Button size="sm" onClick={() => start('receive')}>
          Mark received
        </Button>
      )}
      <Dialog open={mode !== null} onOpenChange={(open) => !open && setMode(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{mode && title[mode]}</DialogTitle>
            <DialogDescription>
              {mode === 'receive'
                ? 'The returned items are refunded to the customer, who gets a refund email. If they are everything not yet refunded, the shipping is refunded too.'
                : 'The customer is emailed this message.'}
            </DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-4"
            noValidate
            onSubmit={onSubmit}
            aria-label={mode ? title[mode] : undefined}
          >
            {mode === 'receive' ? (
              <div className="flex items-center gap-2">
                <Checkbox
                  id={ids.restock}
                  checked={restock}
                  onCheckedChange={(on) => setRestock(on === true)}
                />
                <Label htmlFor={ids.restock} className="font-normal">
                  Put the items back in stock
                </Label>
              </div>
            ) : (
              <FormField
                label={mode === 'approve' ? 'Return instructions' : 'Message to the customer'}
                error={error}
                required
              >
                <Textarea
                  id={ids.message}
                  rows={5}
                  maxLength={2000}
                  value={message}
                  onChange={(e) => setMessage(e.target.value)}
                />
              </FormField>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setMode(null)}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant={mode === 'reject' ? 'destructive' : 'primary'}
                loading={act.isPending}
              >
                {mode === 'approve'
                  ? 'Approve and email'
                  : mode === 'reject'
                    ? 'Reject and email'
                    : 'Refund the return'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  )
}
