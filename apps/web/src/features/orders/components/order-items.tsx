import { Link } from 'react-router'
import { Shirt } from 'lucide-react'
import type { OrderItem } from '@rdo/contracts'
import { formatMoney } from '@/lib/format'
import { imageSrcSet } from '@/lib/images'

function ItemName({ item }: { item: OrderItem }) {
  const details = [item.size, item.color].filter(Boolean).join(' / ')
  const name = item.product_slug ? (
    <Link to={`/products/${item.product_slug}`} className="font-medium hover:underline">
      {item.name}
    </Link>
  ) : (
    <span className="font-medium">{item.name}</span>
  )
  return (
    <div className="min-w-0">
      {name}
      {details && <p className="text-xs text-muted-foreground">{details}</p>}
    </div>
  )
}

/** Image, name (size / colour), quantity × unit price and the line total. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3">
          <div className="size-14 shrink-0 overflow-hidden rounded-lg bg-muted">
            {item.image_url ? (
              <img
                src={item.image_url}
                srcSet={imageSrcSet(item.image_url)}
                sizes="56px"
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-full object-cover"
              />
            ) : (
              <Shirt className="m-auto h-full w-6 text-muted-foreground" aria-hidden="true" />
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
            <ItemName item={item} />
            <p className="font-mono text-muted-foreground">
              {item.quantity} × {formatMoney(item.unit_price_cents)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
