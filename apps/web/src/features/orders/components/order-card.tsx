import { useState } from 'react'
import { Link } from 'react-router'
import { ChevronRight } from 'lucide-react'
import { toast } from 'sonner'
import type { Order } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { errorMessage } from '@/lib/api-client'
import { formatDate, shortId } from '@/lib/format'
import { useCancelOrder } from '../api/cancel-order'
import { LineItems, lineItemsFromOrder } from './line-items'
import { OrderStatusBadge } from './order-status-badge'
import { OrderMoneyTotals } from './order-totals'

export function OrderCard({ order }: { order: Order }) {
  const cancel = useCancelOrder()
  const [confirming, setConfirming] = useState(false)
  const payable = order.status === 'pending_payment'

  const onCancel = () =>
    cancel.mutate(order.id, {
      onSuccess: () => {
        setConfirming(false)
        toast.success('Order cancelled')
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to cancel order')),
    })

  return (
    <article aria-labelledby={`order-${order.id}`} className="rounded-[12px] border bg-card">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b p-4 sm:px-6">
        <div>
          <h2 id={`order-${order.id}`} className="font-mono text-sm font-semibold">
            <Link
              to={`/orders/${order.id}`}
              className="inline-flex items-center gap-1 rounded hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              Order #{shortId(order.id)}
              <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
            </Link>
          </h2>
          <p className="text-xs text-muted-foreground">
            Placed <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <div className="p-4 sm:px-6">
        <LineItems items={lineItemsFromOrder(order.items)} />
      </div>
      <footer className="flex flex-col gap-3 border-t p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <OrderMoneyTotals order={order} inline />
        {payable && (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              Cancel
            </Button>
            <Button asChild size="sm">
              <Link to={`/payment?orderId=${order.id}&amount=${(order.total_cents / 100).toFixed(2)}`}>
                Pay Now
              </Link>
            </Button>
          </div>
        )}
      </footer>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel order #{shortId(order.id)}?</DialogTitle>
            <DialogDescription>The items go back on sale. This cannot be undone.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep order</Button>
            </DialogClose>
            <Button variant="destructive" onClick={onCancel} loading={cancel.isPending}>
              Cancel order
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </article>
  )
}
