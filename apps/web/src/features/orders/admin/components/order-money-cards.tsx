import { Skeleton } from '@/components/ui/skeleton'
import { useOrderMoney } from '../api/get-order-money'
import { OrderNotesCard } from './order-notes-card'
import { OrderReturnsCard } from './order-returns-card'
import { RefundsCard } from './refunds-card'

/** The order screen's refunds, returns and internal notes, from one request. */
export function OrderMoneyCards({ orderId }: { orderId: string }) {
  const money = useOrderMoney(orderId)
  if (!money.data) {
    return money.isError ? (
      <p role="alert" className="text-sm text-destructive">
        Failed to load refunds and notes
      </p>
    ) : (
      <Skeleton className="h-40 rounded-xl" />
    )
  }
  return (
    <>
      <OrderReturnsCard returns={money.data.returns} />
      <RefundsCard money={money.data} />
      <OrderNotesCard orderId={orderId} notes={money.data.notes} />
    </>
  )
}
