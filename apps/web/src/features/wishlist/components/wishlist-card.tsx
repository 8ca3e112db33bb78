import { Link } from 'react-router'
import { Shirt, Trash2 } from 'lucide-react'
import { toast } from 'sonner'
import type { WishlistEntry } from '@rdo/contracts'
import { WISHLIST_MESSAGES } from '@rdo/contracts/storefront-messages'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatMoney } from '@/lib/format'
import { imageSrcSet } from '@/lib/images'
import { useRemoveWishlistEntry } from '../api/remove-wishlist-entry'

export function WishlistCard({ entry }: { entry: WishlistEntry }) {
  const remove = useRemoveWishlistEntry()
  const { product } = entry
  const outOfStock = product.stock <= 0

  const onRemove = () =>
    remove.mutate(entry.id, {
      onSuccess: () => toast.success(WISHLIST_MESSAGES.removed),
      onError: () => toast.error(WISHLIST_MESSAGES.removeFailed),
    })

  return (
    <article className="flex w-full flex-col overflow-hidden rounded-[12px] border bg-card">
      <Link to={`/products/${product.slug}`} className="group flex flex-1 flex-col">
        <div className="relative aspect-square overflow-hidden bg-muted">
          {product.image_url ? (
            <img
              src={product.image_url}
              srcSet={imageSrcSet(product.image_url)}
              sizes="(min-width: 1024px) 25vw, 50vw"
              alt={product.name}
              width={600}
              height={600}
              loading="lazy"
              className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.03]"
            />
          ) : (
            <Shirt className="m-auto h-full w-12 text-muted-foreground" aria-hidden="true" />
          )}
          {outOfStock && (
            <Badge variant="danger" className="absolute top-3 left-3 bg-card/90 backdrop-blur">
              {WISHLIST_MESSAGES.outOfStock}
            </Badge>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <h2 className="line-clamp-2 font-display font-semibold group-hover:underline">{product.name}</h2>
          <p className="mt-auto font-mono text-sm font-semibold">{formatMoney(product.price_cents)}</p>
        </div>
      </Link>
      <div className="px-4 pb-4">
        <Button
          variant="outline"
          size="sm"
          className="w-full"
          onClick={onRemove}
          loading={remove.isPending}
          aria-label={`Remove ${product.name} from wishlist`}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </article>
  )
}
