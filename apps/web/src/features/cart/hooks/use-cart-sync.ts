import { useEffect } from 'react'
import type { CartLineDto, CartResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { useSession } from '@/features/auth'
import { api } from '@/lib/api-client'
import { cartStore, type CartLine } from './use-cart'

/** Whose account cart this browser's cart mirrors: a user id, or nothing for a visitor's own cart. */
const OWNER_KEY = 'rdo-cart-owner'
const readOwner = () => {
  try {
    return localStorage.getItem(OWNER_KEY) ?? ''
  } catch {
    return ''
  }
}
const writeOwner = (id: string) => {
  try {
    if (id) localStorage.setItem(OWNER_KEY, id)
    else localStorage.removeItem(OWNER_KEY)
  } catch {
    // Storage blocked: the cart still syncs for this tab.
  }
}

const toLine = (l: CartLineDto): CartLine => ({
  productId: l.product_id,
  slug: l.slug,
  name: l.name,
  imageUrl: l.image_url,
  priceCents: l.price_cents,
  size: l.size,
  color: l.color,
  quantity: l.quantity,
  weightGrams: l.weight_grams,
})
const toInput = (lines: CartLine[]) => ({
  lines: lines.map((l) => ({
    product_id: l.productId,
    size: l.size,
    color: l.color,
    quantity: l.quantity,
    image_url: l.imageUrl,
  })),
})

export const getServerCart = () => api.get<CartResponse>(apiPath('/api/cart'))
const mergeServerCart = (lines: CartLine[]) =>
  api.post<CartResponse>(apiPath('/api/cart/merge'), toInput(lines))
const putServerCart = (lines: CartLine[]) => api.put<CartResponse>(apiPath('/api/cart'), toInput(lines))

/** Sends changes one at a time; while one is on its way only the newest next one is kept. */
function pusher() {
  let busy = false
  let next: CartLine[] | null = null
  const run = async () => {
    busy = true
    while (next) {
      const lines = next
      next = null
      await putServerCart(lines).catch(() => undefined)
    }
    busy = false
  }
  return (lines: CartLine[]) => {
    next = lines
    if (!busy) void run()
  }
}

/**
 * Keeps a signed-in customer's cart on the server, the source of truth across devices: on sign-in a
 * visitor's cart merges into the account's, each change is sent, and the account's cart is read again
 * when the tab comes back to the front. Signing out leaves the account's cart with the account.
 */
export function useCartSync() {
  const session = useSession()
  const userId = session.isSuccess ? (session.user?.id ?? '') : null
  useEffect(() => {
    if (userId === null) return
    if (!userId) {
      if (readOwner()) {
        writeOwner('')
        cartStore.replace([])
      }
      return
    }
    let live = true
    const owner = readOwner()
    // Another account's cart left in this browser is that account's, not this one's.
    const first = owner === userId ? getServerCart() : mergeServerCart(owner ? [] : cartStore.getLines())
    first
      .then((cart) => {
        if (!live) return
        writeOwner(userId)
        cartStore.replace(cart.lines.map(toLine))
        cartStore.onChange(pusher())
      })
      .catch(() => undefined)
    const refresh = () => {
      if (document.visibilityState !== 'visible' || readOwner() !== userId) return
      getServerCart()
        .then((cart) => live && cartStore.replace(cart.lines.map(toLine)))
        .catch(() => undefined)
    }
    document.addEventListener('visibilitychange', refresh)
    return () => {
      live = false
      cartStore.onChange(null)
      document.removeEventListener('visibilitychange', refresh)
    }
  }, [userId])
}
