import { useId, useState, type FormEvent } from 'react'
import { RETURN_MESSAGES, returnRequestBody, type Order, type OrderReturnsResponse } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { formatDate, formatMoney } from '@/lib/format'
import { useOrderReturns, useRequestReturn } from '../api/order-returns'
import { ReturnStatusBadge } from './return-status-badge'

function ReturnForm({
  order,
  data,
  onDone,
}: {
  order: Order
  data: OrderReturnsResponse
  onDone: () => void
}) {
  const ids = { base: useId(), reason: useId() }
  const [qty, setQty] = useState<Record<string, number>>({})
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const request = useRequestReturn({ onSuccess: onDone })
  const lines = data.lines.filter((l) => l.returnable_quantity > 0)
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const body = {
      lines: Object.entries(qty)
        .filter(([, n]) => n > 0)
        .map(([order_item_id, quantity]) => ({ order_item_id, quantity })),
      reason: reason.trim(),
    }
    const parsed = returnRequestBody.safeParse(body)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? RETURN_MESSAGES.nothingSelected)
    setError(undefined)
    request.mutate({ id: order.id, body: parsed.data })
  }
  return (
    <form className="grid gap-4" noValidate onSubmit={onSubmit} aria-label="Request a return">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Items to return</legend>
        {lines.map((l) => {
          const id = `${ids.base}-${l.order_item_id}`
          return (
            <div key={l.order_item_id} className="flex items-center justify-between gap-3">
              <Label htmlFor={id} className="font-normal">
                {l.name}
                {(l.size || l.color) && (
                  <span className="text-muted-foreground">
                    {' '}
                    ({[l.size, l.color].filter(Boolean).join(' / ')})
                  </span>
                )}
              </Label>
              <NativeSelect
                id={id}
                className="w-20"
                value={qty[l.order_item_id] ?? 0}
                onChange={(e) => setQty((q) => ({ ...q, [l.order_item_id]: Number(e.target.value) }))}
              >
                {Array.from({ length: l.returnable_quantity + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )
        })}
      </fieldset>
      <FormField label="Why are you returning them?" required>
        <Textarea
          id={ids.reason}
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </FormField>
      <FormAlert>{error}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={request.isPending}>
          Send request
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

/**
 * The order's returns on /orders/{id}: each request with its state and our message, and "Request a
 * return" while the order is delivered, within its window and has units left to send back.
 */
export function ReturnsCard({ order }: { order: Order }) {
  const returns = useOrderReturns(order.id)
  const [asking, setAsking] = useState(false)
  const data = returns.data
  if (!data) return null
  const canAsk = data.refusal === null && data.lines.some((l) => l.returnable_quantity > 0)
  if (!data.returns.length && !canAsk) return null
  return (
    <section aria-labelledby="order-returns" className="rounded-[12px] border bg-card p-4 sm:p-6">
      <h2 id="order-returns" className="font-display text-lg font-semibold">
        Returns
      </h2>
      <div className="mt-4 grid gap-4">
        {data.returns.map((r) => (
          <article key={r.id} className="grid gap-2 rounded-lg border p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ReturnStatusBadge status={r.status} />
              <span className="text-xs text-muted-foreground">
                Requested <time dateTime={r.created_at}>{formatDate(r.created_at)}</time>
              </span>
            </div>
            <ul>
              {r.lines.map((l) => (
                <li key={l.order_item_id}>
                  {l.quantity} × {l.name}
                </li>
              ))}
            </ul>
            {r.admin_message && (
              <p className="whitespace-pre-wrap text-muted-foreground">{r.admin_message}</p>
            )}
            {r.refunded_cents > 0 && <p>Refunded {formatMoney(r.refunded_cents)}</p>}
          </article>
        ))}
        {canAsk &&
          (asking ? (
            <ReturnForm order={order} data={data} onDone={() => setAsking(false)} />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground">
                {data.window_closes_at && (
                  <>
                    You can return items until{' '}
                    <time dateTime={data.window_closes_at}>{formatDate(data.window_closes_at)}</time>.
                  </>
                )}
              </p>
              <Button variant="outline" onClick={() => setAsking(true)}>
                Request a return
              </Button>
            </div>
          ))}
      </div>
    </section>
  )
}
