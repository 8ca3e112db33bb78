import { useEffect, useState, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { CheckCircle2, Clock } from 'lucide-react'
import { ORDER_MESSAGES } from '@rdo/contracts/storefront-messages'
import { Button } from '@/components/ui/button'
import { PageSpinner, Spinner } from '@/components/ui/spinner'
import { cartStore } from '@/features/cart'
import { getOrderQueryOptions, OrderStatusBadge } from '@/features/orders'
import { shortId } from '@/lib/format'

const POLL_MS = 2000
/** Stripe's webhook usually lands within seconds; after this the page stops asking and says so. */
const POLL_FOR_MS = 60_000

/**
 * Where Stripe's Checkout page returns after a card payment. The webhook, not this visit, marks the order
 * paid, so the page shows the order's status and asks again until the payment is confirmed. Stripe only
 * sends the customer here once a payment went through, so a `failed` status is an earlier attempt's.
 */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams()
  const orderId = searchParams.get('orderId') ?? ''
  const [timedOut, setTimedOut] = useState(false)
  const order = useQuery({
    ...getOrderQueryOptions(orderId),
    enabled: orderId !== '',
    refetchInterval: (query) =>
      query.state.data?.order.status === 'pending_payment' && !timedOut ? POLL_MS : false,
  })
  useEffect(() => {
    // The cart's lines became this order, which the customer has now paid for on Stripe's page.
    cartStore.clear()
    const timer = setTimeout(() => setTimedOut(true), POLL_FOR_MS)
    return () => clearTimeout(timer)
  }, [])

  if (!orderId || order.isError) {
    return (
      <Centered>
        <h1 className="text-2xl font-bold">{ORDER_MESSAGES.notFound}</h1>
        <OrdersButton />
      </Centered>
    )
  }
  if (order.isPending) return <PageSpinner />

  const current = order.data.order
  const number = <span className="font-mono">#{shortId(current.id)}</span>
  if (current.payment_status === 'paid') {
    return (
      <Centered>
        <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
        <h1 className="text-3xl font-bold">{ORDER_MESSAGES.paymentSuccess}</h1>
        <p className="text-muted-foreground" role="status">
          Order {number} is paid. We will email you when it ships.
        </p>
        <OrderStatusBadge status={current.status} />
        <OrdersButton />
      </Centered>
    )
  }
  const stillConfirming = current.status === 'pending_payment' && !timedOut
  return (
    <Centered>
      {stillConfirming ? (
        <Spinner className="size-10 text-primary" label={null} />
      ) : (
        <Clock className="size-12 text-muted-foreground" aria-hidden="true" />
      )}
      <h1 className="text-2xl font-bold">
        {stillConfirming ? ORDER_MESSAGES.paymentConfirming : `Order #${shortId(current.id)}`}
      </h1>
      <p className="text-muted-foreground" role="status">
        {current.status === 'pending_payment'
          ? stillConfirming
            ? 'Stripe is confirming the payment for order '
            : 'The payment is not confirmed yet for order '
          : 'The status of order '}
        {number}
        {current.status === 'pending_payment' && !stillConfirming
          ? '. We will email you as soon as it is; your orders page shows it too.'
          : '.'}
      </p>
      <OrderStatusBadge status={current.status} />
      <OrdersButton />
    </Centered>
  )
}

function OrdersButton() {
  return (
    <Button asChild variant="outline">
      <Link to="/orders">View your orders</Link>
    </Button>
  )
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">{children}</div>
  )
}
