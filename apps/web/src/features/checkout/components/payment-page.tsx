import { useEffect, type ReactNode } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { CheckCircle2, CreditCard, ExternalLink, Lock } from 'lucide-react'
import { toast } from 'sonner'
import type { Order } from '@rdo/contracts'
import { ORDER_MESSAGES, PAYMENT_REDIRECT_MS } from '@rdo/contracts/storefront-messages'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-field'
import { PageSpinner } from '@/components/ui/spinner'
import { cartStore } from '@/features/cart'
import { LineItems, lineItemsFromOrder, OrderMoneyTotals, useOrder } from '@/features/orders'
import { errorMessage } from '@/lib/api-client'
import { formatMoney, shortId } from '@/lib/format'
import { usePaymentOptions } from '../api/get-payment-options'
import { usePayOrder } from '../api/pay-order'

/** Where Stripe's Checkout page sends a customer who cancels: the order again, with a notice. */
export function PaymentCancelledPage() {
  return <PaymentPage cancelled />
}

export function PaymentPage({ cancelled = false }: { cancelled?: boolean }) {
  const [searchParams] = useSearchParams()
  const orderId = searchParams.get('orderId') ?? ''
  const order = useOrder(orderId)
  const options = usePaymentOptions()
  const pay = usePayOrder()
  const paid = pay.data?.provider === 'simulated' && pay.data.order.payment_status === 'paid'
  const mode = options.data?.mode
  // In Stripe mode the card is taken on Stripe's Checkout page; this page only sends the customer there.
  const redirecting = pay.isSuccess && pay.data.provider === 'stripe' && pay.data.checkout_url !== null

  const onPay = () =>
    pay.mutate(orderId, {
      onSuccess: (result) => {
        if (result.provider === 'simulated') cartStore.clear()
        else if (result.checkout_url) window.location.assign(result.checkout_url)
      },
      onError: (error) => toast.error(errorMessage(error, ORDER_MESSAGES.paymentFailed)),
    })

  if (!orderId || order.isError) {
    return (
      <Centered>
        <h1 className="text-2xl font-bold">{ORDER_MESSAGES.notFound}</h1>
        <Button asChild variant="outline">
          <Link to="/orders">View your orders</Link>
        </Button>
      </Centered>
    )
  }
  if (order.isPending || options.isPending) return <PageSpinner />
  if (paid) return <PaymentSuccess order={pay.data!.order} />

  const current = order.data.order
  const payable = current.status === 'pending_payment'
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold">Payment</h1>
      {cancelled && payable && (
        <FormAlert className="mt-4 border-info/30 bg-info-soft text-info">
          {ORDER_MESSAGES.paymentCancelled}
        </FormAlert>
      )}
      <section aria-labelledby="payment-order-title" className="mt-8 rounded-[12px] border bg-card p-6">
        <h2 id="payment-order-title" className="font-mono text-sm font-semibold">
          Order #{shortId(current.id)}
        </h2>
        <div className="mt-4">
          <LineItems items={lineItemsFromOrder(current.items)} />
        </div>
        <OrderMoneyTotals order={current} className="mt-4 border-t pt-4" />
      </section>
      <div className="mt-6 flex flex-col gap-3">
        {pay.isError && <FormAlert>{errorMessage(pay.error, ORDER_MESSAGES.paymentFailed)}</FormAlert>}
        {!payable ? null : mode === 'unavailable' ? (
          <FormAlert>{ORDER_MESSAGES.paymentUnavailable}</FormAlert>
        ) : mode === 'stripe' ? (
          <>
            <Button size="lg" onClick={onPay} loading={pay.isPending || redirecting}>
              {!pay.isPending && !redirecting && <CreditCard aria-hidden="true" />}
              {pay.isPending || redirecting
                ? ORDER_MESSAGES.paymentRedirecting
                : `Pay by card ${formatMoney(current.total_cents)}${current.tax_source === 'stripe' ? ' + tax' : ''}`}
            </Button>
            <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
              <ExternalLink className="size-3" aria-hidden="true" />
              You pay on Stripe's secure page and come back here.
            </p>
          </>
        ) : (
          <>
            <Button size="lg" onClick={onPay} loading={pay.isPending}>
              {!pay.isPending && <CreditCard aria-hidden="true" />}
              {pay.isPending ? 'Processing payment…' : `Pay Now ${formatMoney(current.total_cents)}`}
            </Button>
            <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
              <Lock className="size-3" aria-hidden="true" />
              Demo checkout: no card is charged.
            </p>
          </>
        )}
        {!payable && (
          <FormAlert>
            {current.payment_status === 'paid'
              ? 'This order has already been paid.'
              : ORDER_MESSAGES.notPayable}
          </FormAlert>
        )}
      </div>
    </div>
  )
}

function PaymentSuccess({ order }: { order: Order }) {
  const navigate = useNavigate()
  // The orders page follows 3 seconds after success (docs/orders-and-payments.md#payment).
  useEffect(() => {
    const timer = setTimeout(() => navigate('/orders', { replace: true }), PAYMENT_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [navigate])
  return (
    <Centered>
      <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
      <h1 className="text-3xl font-bold">{ORDER_MESSAGES.paymentSuccess}</h1>
      <p className="text-muted-foreground" role="status">
        Order <span className="font-mono">#{shortId(order.id)}</span> is being processed. Taking you to your
        orders…
      </p>
      <Button asChild variant="outline">
        <Link to="/orders">View orders</Link>
      </Button>
    </Centered>
  )
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">{children}</div>
  )
}
