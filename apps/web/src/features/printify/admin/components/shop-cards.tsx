import { Store } from 'lucide-react'
import type { PrintifyShop } from '@rdo/contracts/printify'
import { Badge } from '@/components/ui/badge'
import { Skeleton } from '@/components/ui/skeleton'

/** The connected Printify shops: title, id and the sales channel each one sells through. */
export function ShopCards({ shops, loading }: { shops: readonly PrintifyShop[]; loading: boolean }) {
  if (loading) {
    return (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className="h-[88px] rounded-[12px]" />
        ))}
      </div>
    )
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {shops.map((shop) => (
        <li
          key={shop.id}
          className="flex min-w-0 items-start gap-3 rounded-[12px] border bg-card p-4 text-card-foreground"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
            <Store className="size-5 text-muted-foreground" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1 space-y-1">
            <h3 className="truncate font-semibold" title={shop.title}>
              {shop.title}
            </h3>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span>
                ID <span className="font-mono text-foreground tabular-nums">{shop.id}</span>
              </span>
              <Badge variant="info">
                <span className="sr-only">Sales channel: </span>
                {shop.sales_channel}
              </Badge>
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
