import { Link } from 'react-router'
import { Shirt, Trash2 } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { formatMoney } from '@/lib/format'
import { imageSrcSet } from '@/lib/images'
import { cartStore, MAX_LINE_QUANTITY, type CartLine } from '../hooks/use-cart'

const QUANTITIES = Array.from({ length: MAX_LINE_QUANTITY }, (_, i) => i + 1)

export function CartLineRow({ line }: { line: CartLine }) {
  const quantityId = `qty-${line.productId}-${line.size ?? ''}-${line.color ?? ''}`.replace(/\W+/g, '-')
  const remove = () => {
    cartStore.removeLine(line)
    toast.success('Item removed from cart')
  }
  return (
    <li className="flex gap-4 p-4">
      <Link
        to={`/products/${line.slug}`}
        className="size-20 shrink-0 overflow-hidden rounded-lg bg-muted sm:size-24"
        tabIndex={-1}
        aria-hidden="true"
      >
        {line.imageUrl ? (
          <img
            src={line.imageUrl}
            srcSet={imageSrcSet(line.imageUrl)}
            sizes="96px"
            alt=""
            width={96}
            height={96}
            className="size-full object-cover"
          />
        ) : (
          <Shirt className="m-auto h-full w-8 text-muted-foreground" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Link to={`/products/${line.slug}`} className="font-display font-semibold hover:underline">
            {line.name}
          </Link>
          <p className="mt-1 font-mono text-sm text-muted-foreground">{formatMoney(line.priceCents)} each</p>
        </div>
        <div className="flex items-center gap-3">
          <label htmlFor={quantityId} className="sr-only">
            Quantity for {line.name}
          </label>
          <NativeSelect
            id={quantityId}
            value={line.quantity}
            onChange={(event) => cartStore.setQuantity(line, Number(event.target.value))}
            className="w-20 font-mono"
          >
            {QUANTITIES.map((quantity) => (
              <option key={quantity} value={quantity}>
                {quantity}
              </option>
            ))}
          </NativeSelect>
          <p className="w-20 text-right font-mono font-semibold">
            {formatMoney(line.priceCents * line.quantity)}
          </p>
          <Button variant="ghost" size="icon" onClick={remove} aria-label={`Remove ${line.name}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  )
}
