import { useEffect } from 'react'
import { Link } from 'react-router'
import { Package } from 'lucide-react'
import { toast } from 'sonner'
import { ORDER_MESSAGES } from '@rdo/contracts/storefront-messages'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useOrders } from '../api/get-orders'
import { OrderCard } from './order-card'

export function OrdersPage() {
  const orders = useOrders()
  const items = orders.data?.pages.flatMap((page) => page.items) ?? []

  useEffect(() => {
    if (orders.isError) toast.error(ORDER_MESSAGES.loadFailed)
  }, [orders.isError])

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">My Orders</h1>
      <div className="mt-8 flex flex-col gap-6">
        {orders.isPending ? (
          [0, 1].map((slot) => <Skeleton key={slot} className="h-56 rounded-[12px]" />)
        ) : orders.isError ? (
          <div className="rounded-[12px] border border-dashed p-10 text-center">
            <p className="font-display text-lg font-semibold">{ORDER_MESSAGES.loadFailed}</p>
            <Button variant="outline" className="mt-4" onClick={() => orders.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-[12px] border border-dashed p-10 text-center">
            <Package className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-display text-lg font-semibold">No orders yet</p>
            <p className="text-sm text-muted-foreground">When you place an order it shows up here.</p>
            <Button asChild className="mt-2">
              <Link to="/products">Start shopping</Link>
            </Button>
          </div>
        ) : (
          items.map((order) => <OrderCard key={order.id} order={order} />)
        )}
        {orders.hasNextPage && (
          <Button
            variant="outline"
            className="self-center"
            loading={orders.isFetchingNextPage}
            onClick={() => orders.fetchNextPage()}
          >
            Load more
          </Button>
        )}
      </div>
    </div>
  )
}
