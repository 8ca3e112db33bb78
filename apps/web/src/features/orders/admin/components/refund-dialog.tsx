import { useId, useState, type FormEvent } from 'react'
import { lineRefundCents, REFUND_MESSAGES, type AdminOrderMoney } from '@rdo/contracts'
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
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { formatMoney } from '@/lib/format'
import { useCreateRefund } from '../api/create-refund'

type Pick = { quantity: number; restock: boolean }

/** Dollars typed by the admin ("12.50") in cents; null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const t = text.trim()
  if (t === '') return 0
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null
  return Math.round(Number(t) * 100)
}

/** What the dialog's choices refund, by the same rule as the server. */
export function refundTotal(
  money: AdminOrderMoney,
  picks: Record<string, Pick>,
  shipping: boolean,
  custom: number,
) {
  const lines = money.lines.reduce((sum, l) => {
    const n = picks[l.order_item_id]?.quantity ?? 0
    return n > 0 ? sum + lineRefundCents(l, l.refunded_quantity, n) : sum
  }, 0)
  return lines + (shipping && !money.shipping_refunded ? money.shipping_cents : 0) + custom
}

/**
 * Refund part of an order: units of each line (each may go back into stock), the shipping, and/or a
 * custom amount. The total is shown before confirming; one Idempotency-Key per opening, so a double
 * click or a retried request refunds once.
 */
export function RefundDialog({
  money,
  open,
  onOpenChange,
}: {
  money: AdminOrderMoney
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const ids = { custom: useId(), reason: useId(), shipping: useId(), base: useId() }
  const [picks, setPicks] = useState<Record<string, Pick>>({})
  const [shipping, setShipping] = useState(false)
  const [custom, setCustom] = useState('')
  const [reason, setReason] = useState('')
  const [key, setKey] = useState(() => crypto.randomUUID())
  const [error, setError] = useState<string>()
  const refund = useCreateRefund({ onSuccess: () => onOpenChange(false) })
  const customCents = dollarsToCents(custom)
  const total = refundTotal(money, picks, shipping, customCents ?? 0)
  const tooMuch = total > money.refundable_cents

  const reset = (next: boolean) => {
    if (next) {
      setPicks({})
      setShipping(false)
      setCustom('')
      setReason('')
      setError(undefined)
      setKey(crypto.randomUUID())
    }
    onOpenChange(next)
  }
  const pick = (id: string, change: Partial<Pick>) =>
    setPicks((now) => ({ ...now, [id]: { ...(now[id] ?? { quantity: 0, restock: true }), ...change } }))

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (customCents === null) return setError('Enter the amount in dollars, e.g. 12.50')
    if (total <= 0) return setError(REFUND_MESSAGES.nothingSelected)
    if (tooMuch) return setError(REFUND_MESSAGES.tooMuch(money.refundable_cents))
    setError(undefined)
    refund.mutate({
      id: money.order_id,
      key,
      body: {
        lines: Object.entries(picks)
          .filter(([, p]) => p.quantity > 0)
          .map(([order_item_id, p]) => ({ order_item_id, quantity: p.quantity, restock: p.restock })),
        shipping: shipping && !money.shipping_refunded,
        ...(customCents ? { custom_cents: customCents } : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
    })
  }

  const openLines = money.lines.filter((l) => l.refundable_quantity > 0)
  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Refund</DialogTitle>
          <DialogDescription>
            {formatMoney(money.refundable_cents)} of {formatMoney(money.total_cents)} left to refund. The
            customer gets one email for this refund.
          </DialogDescription>
        </DialogHeader>
        <form className="grid min-w-0 gap-4" noValidate onSubmit={onSubmit} aria-label="Refund">
          {openLines.length > 0 && (
            <fieldset className="grid min-w-0 gap-3">
              <legend className="mb-1 text-sm font-medium">Items</legend>
              {openLines.map((l) => {
                const p = picks[l.order_item_id] ?? { quantity: 0, restock: true }
                const qtyId = `${ids.base}-q-${l.order_item_id}`
                const stockId = `${ids.base}-s-${l.order_item_id}`
                const variant = [l.size, l.color].filter(Boolean).join(' / ')
                return (
                  <div
                    key={l.order_item_id}
                    className="grid grid-cols-1 items-center gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto_auto]"
                  >
                    <div className="min-w-0">
                      <p className="font-medium">{l.name}</p>
                      <p className="text-xs text-muted-foreground">
                        {variant && `${variant} · `}
                        {formatMoney(l.unit_refund_cents)} each · {l.refundable_quantity} of {l.quantity} left
                      </p>
                    </div>
                    <div className="flex items-center gap-2">
                      <Label htmlFor={qtyId} className="text-xs font-normal">
                        Quantity<span className="sr-only"> of {l.name} to refund</span>
                      </Label>
                      <NativeSelect
                        id={qtyId}
                        className="w-20"
                        value={p.quantity}
                        onChange={(e) => pick(l.order_item_id, { quantity: Number(e.target.value) })}
                      >
                        {Array.from({ length: l.refundable_quantity + 1 }, (_, n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </NativeSelect>
                    </div>
                    <div className="flex items-center gap-2">
                      <Checkbox
                        id={stockId}
                        checked={p.restock}
                        disabled={p.quantity === 0}
                        onCheckedChange={(on) => pick(l.order_item_id, { restock: on === true })}
                      />
                      <Label htmlFor={stockId} className="text-xs font-normal">
                        Put back in stock<span className="sr-only"> ({l.name})</span>
                      </Label>
                    </div>
                  </div>
                )
              })}
            </fieldset>
          )}
          {money.shipping_cents > 0 && !money.shipping_refunded && (
            <div className="flex items-center gap-2">
              <Checkbox
                id={ids.shipping}
                checked={shipping}
                onCheckedChange={(on) => setShipping(on === true)}
              />
              <Label htmlFor={ids.shipping} className="font-normal">
                Refund the shipping ({formatMoney(money.shipping_cents)})
              </Label>
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Other amount ($)"
              hint="Added to the items and shipping"
              error={customCents === null ? 'Enter the amount in dollars, e.g. 12.50' : undefined}
            >
              <Input
                id={ids.custom}
                inputMode="decimal"
                placeholder="0.00"
                value={custom}
                onChange={(e) => setCustom(e.target.value)}
              />
            </FormField>
            <FormField label="Reason (optional)" hint="Shown in the customer's email">
              <Input
                id={ids.reason}
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </FormField>
          </div>
          <p className="flex items-baseline justify-between rounded-lg bg-muted px-3 py-2" aria-live="polite">
            <span className="text-sm text-muted-foreground">Amount to refund</span>
            <span className="font-mono text-xl font-bold tabular-nums" data-testid="refund-total">
              {formatMoney(total)}
            </span>
          </p>
          {(error || tooMuch) && (
            <FormAlert>{error ?? REFUND_MESSAGES.tooMuch(money.refundable_cents)}</FormAlert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => reset(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="destructive"
              loading={refund.isPending}
              disabled={total <= 0 || tooMuch}
            >
              Refund {formatMoney(total)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
