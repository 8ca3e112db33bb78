import { useEffect } from 'react'
import { Link } from 'react-router'
import { Heart } from 'lucide-react'
import { toast } from 'sonner'
import { WISHLIST_MESSAGES } from '@rdo/contracts/storefront-messages'
import { Button } from '@/components/ui/button'
import { ProductCardSkeleton } from '@/features/catalog'
import { useWishlist } from '../api/get-wishlist'
import { WishlistCard } from './wishlist-card'

export function WishlistPage() {
  const wishlist = useWishlist()
  const items = wishlist.data?.items ?? []

  useEffect(() => {
    if (wishlist.isError) toast.error(WISHLIST_MESSAGES.loadFailed)
  }, [wishlist.isError])

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">My Wishlist</h1>
      {wishlist.isPending ? (
        <div className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((slot) => (
            <ProductCardSkeleton key={slot} />
          ))}
        </div>
      ) : wishlist.isError ? (
        <div className="mt-8 rounded-[12px] border border-dashed p-10 text-center">
          <p className="font-display text-lg font-semibold">{WISHLIST_MESSAGES.loadFailed}</p>
          <Button variant="outline" className="mt-4" onClick={() => wishlist.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-3 rounded-[12px] border border-dashed p-10 text-center">
          <Heart className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-display text-lg font-semibold">Your wishlist is empty</p>
          <p className="text-sm text-muted-foreground">Tap the heart on a product to save it for later.</p>
          <Button asChild className="mt-2">
            <Link to="/products">Browse products</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {items.map((entry) => (
            <li key={entry.id} className="flex">
              <WishlistCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
