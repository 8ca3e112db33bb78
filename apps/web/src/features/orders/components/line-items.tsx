import { Link } from 'react-router'
import { Shirt } from 'lucide-react'
import type { OrderItem } from '@rdo/contracts'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { formatMoney } from '@/lib/format'
import { imageSrcSet } from '@/lib/images'

/** One line of a cart or an order, as every order view shows it. */
export interface LineItem {
  id: string
  name: string
  /** The product page's slug; the name is plain text when the product is gone. */
  slug: string | null
  /** Size and colour, when the name does not already say them. */
  details?: string
  imageUrl: string | null
  quantity: number
  unitPriceCents: number
  /** Where the line is (an order's line state, e.g. 'Shipped'), shown as a badge by its price. */
  state?: { label: string; variant: BadgeProps['variant'] }
}

export function lineItemsFromOrder(items: OrderItem[]): LineItem[] {
  return items.map((item) => ({
    id: item.id,
    name: item.name,
    slug: item.product_slug,
    details: [item.size, item.color].filter(Boolean).join(' / '),
    imageUrl: item.image_url,
    quantity: item.quantity,
    unitPriceCents: item.unit_price_cents,
  }))
}

function ItemName({ item }: { item: LineItem }) {
  const name = item.slug ? (
    <Link to={`/products/${item.slug}`} className="font-medium hover:underline">
      {item.name}
    </Link>
  ) : (
    <span className="font-medium">{item.name}</span>
  )
  return (
    <div className="min-w-0">
      {name}
      {item.details && <p className="text-xs text-muted-foreground">{item.details}</p>}
    </div>
  )
}

/** Image, name (size / colour), quantity × unit price: checkout, payment, the order list and an order. */
export function LineItems({ items }: { items: LineItem[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3">
          <div className="size-14 shrink-0 overflow-hidden rounded-lg bg-muted">
            {item.imageUrl ? (
              <img
                src={item.imageUrl}
                srcSet={imageSrcSet(item.imageUrl)}
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
            <div className="flex items-center gap-3">
              {item.state && <Badge variant={item.state.variant}>{item.state.label}</Badge>}
              <p className="font-mono text-muted-foreground">
                {item.quantity} × {formatMoney(item.unitPriceCents)}
              </p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
