import { Link } from 'react-router'
import { Shirt } from 'lucide-react'
import type { OrderItem } from '@rdo/contracts'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatMoney } from '@/lib/format'
import { imageSrcSet } from '@/lib/images'

/** The order's lines as they were bought: name, size, colour, quantity and unit price. */
export function OrderItemsTable({ items }: { items: OrderItem[] }) {
  return (
    <Table aria-label="Items">
      <TableHeader>
        <TableRow>
          <TableHead>Item</TableHead>
          <TableHead>Size</TableHead>
          <TableHead>Colour</TableHead>
          <TableHead className="text-right">Qty</TableHead>
          <TableHead className="text-right">Unit price</TableHead>
          <TableHead className="text-right">Line total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell>
              <div className="flex min-w-48 items-center gap-3">
                <div className="size-12 shrink-0 overflow-hidden rounded-lg bg-muted">
                  {item.image_url ? (
                    <img
                      src={item.image_url}
                      srcSet={imageSrcSet(item.image_url)}
                      sizes="48px"
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className="size-full object-cover"
                    />
                  ) : (
                    <Shirt className="m-auto h-full w-5 text-muted-foreground" aria-hidden="true" />
                  )}
                </div>
                {item.product_id ? (
                  <Link
                    to={`/admin/products/${item.product_id}`}
                    className="rounded font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {item.name}
                  </Link>
                ) : (
                  <span className="font-medium">{item.name}</span>
                )}
              </div>
            </TableCell>
            <TableCell>{item.size ?? '—'}</TableCell>
            <TableCell>{item.color ?? '—'}</TableCell>
            <TableCell className="text-right font-mono tabular-nums">{item.quantity}</TableCell>
            <TableCell className="text-right font-mono tabular-nums">
              {formatMoney(item.unit_price_cents)}
            </TableCell>
            <TableCell className="text-right font-mono tabular-nums">
              {formatMoney(item.unit_price_cents * item.quantity)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
