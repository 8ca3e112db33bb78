import { Heart } from 'lucide-react'
import { toast } from 'sonner'
import { WISHLIST_MESSAGES } from '@rdo/contracts/storefront-messages'
import { Button } from '@/components/ui/button'
import { useSession } from '@/features/auth'
import { cn } from '@/lib/cn'
import { useWishlistStatus } from '../api/get-wishlist-status'
import { useToggleWishlist } from '../api/toggle-wishlist'

export function WishlistToggle({ productId }: { productId: string }) {
  const { isSignedIn, isPending: sessionPending } = useSession()
  const status = useWishlistStatus(productId, isSignedIn)
  const toggle = useToggleWishlist(productId)
  const saved = isSignedIn && status.data?.in_wishlist === true

  const onClick = () => {
    // A shared page fills in the session right after it loads: wait for it rather than say "sign in".
    if (sessionPending) return
    if (!isSignedIn) {
      toast.error(WISHLIST_MESSAGES.signInRequired)
      return
    }
    if (toggle.isPending) return
    toggle.mutate(!saved, {
      onSuccess: () => toast.success(saved ? WISHLIST_MESSAGES.removed : WISHLIST_MESSAGES.added),
      onError: () => toast.error(WISHLIST_MESSAGES.updateFailed),
    })
  }

  return (
    <Button
      variant="outline"
      size="icon"
      onClick={onClick}
      aria-busy={toggle.isPending || undefined}
      aria-pressed={saved}
      aria-label={saved ? 'Remove from wishlist' : 'Add to wishlist'}
    >
      <Heart className={cn(saved && 'fill-danger text-danger')} aria-hidden="true" />
    </Button>
  )
}
