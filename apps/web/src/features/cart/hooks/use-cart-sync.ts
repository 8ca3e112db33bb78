import { useEffect } from 'react'
import type { CartLineDto, CartResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { useSession } from '@/features/auth'
import { api } from '@/lib/api-client'
import { cartLineKey, cartStore, MAX_LINE_QUANTITY, type CartLine } from './use-cart'

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
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const sendable = (l: { product_id: unknown; quantity: unknown }) =>
  typeof l.product_id === 'string' &&
  UUID.test(l.product_id) &&
  Number.isInteger(l.quantity) &&
  (l.quantity as number) >= 1 &&
  (l.quantity as number) <= MAX_LINE_QUANTITY

/**
 * The lines the server can take. A cart kept in this browser by an older version of the shop may hold
 * lines it would refuse as a whole (no product id, a quantity out of range): those stay out rather than
 * keep the rest of the cart from syncing.
 */
const toInput = (lines: CartLine[]) => ({
  lines: lines
    .map((l) => ({
      product_id: l.productId,
      size: l.size,
      color: l.color,
      quantity: l.quantity,
      image_url: l.imageUrl,
    }))
    .filter(sendable),
})

export const getServerCart = () => api.get<CartResponse>(apiPath('/api/cart'))
/**
 * This browser's key for the merge under way, kept until its answer arrives: a page left before then
 * sends the merge again with the same key, and the server adds the visitor's lines only once.
 */
const MERGE_KEY = 'rdo-cart-merge-key'
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
        (Number(c) ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(c) / 4)))).toString(16),
      )
const mergeKey = () => {
  try {
    const kept = localStorage.getItem(MERGE_KEY)
    if (kept) return kept
    const key = newKey()
    localStorage.setItem(MERGE_KEY, key)
    return key
  } catch {
    return newKey()
  }
}
const mergeDone = () => {
  try {
    localStorage.removeItem(MERGE_KEY)
  } catch {
    // Storage blocked: nothing was kept.
  }
}
const mergeServerCart = async (lines: CartLine[]) => {
  const cart = await api.post<CartResponse>(apiPath('/api/cart/merge'), {
    ...toInput(lines),
    merge_key: mergeKey(),
  })
  mergeDone()
  return cart
}
const putServerCart = (lines: CartLine[]) => api.put<CartResponse>(apiPath('/api/cart'), toInput(lines))

/**
 * The account's cart with what the customer changed in this tab while it was on its way (`before` is
 * what the tab held when it asked, `after` what it holds now): an added line or a changed quantity
 * counts on top of the account's, a removed line goes.
 */
export function withEdits(account: CartLine[], before: CartLine[], after: CartLine[]): CartLine[] {
  const byKey = (lines: CartLine[]) => new Map(lines.map((l) => [cartLineKey(l), l]))
  const was = byKey(before)
  const now = byKey(after)
  const result = byKey(account)
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    const line = now.get(key)
    if (!line) {
      result.delete(key)
      continue
    }
    const delta = line.quantity - (was.get(key)?.quantity ?? 0)
    if (delta === 0) continue
    const quantity = (result.get(key)?.quantity ?? 0) + delta
    if (quantity <= 0) result.delete(key)
    else result.set(key, { ...(result.get(key) ?? line), quantity: Math.min(quantity, MAX_LINE_QUANTITY) })
  }
  return [...result.values()]
}

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
    const before = cartStore.getLines()
    // Changes made while the account's cart is on its way (a line added as the page opens) are kept.
    let edited: CartLine[] | null = null
    cartStore.onChange((next) => {
      edited = next
    })
    // Another account's cart left in this browser is that account's, not this one's.
    const first = owner === userId ? getServerCart() : mergeServerCart(owner ? [] : before)
    first
      .then((cart) => {
        if (!live) return
        writeOwner(userId)
        const push = pusher()
        cartStore.onChange(push)
        const account = cart.lines.map(toLine)
        if (!edited) return cartStore.replace(account)
        const lines = withEdits(account, before, edited)
        cartStore.replace(lines)
        push(lines)
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
