import { useSyncExternalStore } from 'react'

/** One cart line per product + size + colour (docs/storefront.md#cart); prices shown here are only a preview. */
export interface CartLine {
  productId: string
  slug: string
  /** The product name with its size and colour suffix, e.g. "WAGMI Tee (M, Black)". */
  name: string
  imageUrl: string | null
  priceCents: number
  size: string | null
  color: string | null
  quantity: number
  /** For shipping quotes; 200 g when unknown. */
  weightGrams?: number
}

export type CartLineKey = Pick<CartLine, 'productId' | 'size' | 'color'>

const STORAGE_KEY = 'rdo-cart'
export const MAX_LINE_QUANTITY = 10
export const DEFAULT_WEIGHT_GRAMS = 200
const listeners = new Set<() => void>()
let lines: CartLine[] = load()

function load(): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(parsed) ? (parsed as CartLine[]).filter(isCartLine) : []
  } catch {
    return []
  }
}

// Storage is user-editable: keep only lines that have the fields the pages rely on.
function isCartLine(value: unknown): value is CartLine {
  const line = value as Partial<CartLine> | null
  return (
    !!line &&
    typeof line.productId === 'string' &&
    typeof line.name === 'string' &&
    typeof line.priceCents === 'number' &&
    typeof line.quantity === 'number' &&
    line.quantity > 0
  )
}

/** Where the customer's own changes go besides this browser: the account's cart, while signed in. */
let pushChange: ((next: CartLine[]) => void) | null = null

function commit(next: CartLine[], { own = true } = {}) {
  lines = next
  if (own) pushChange?.(next)
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Storage full or blocked: the cart still works for this tab.
  }
  listeners.forEach((listener) => listener())
}

export function cartLineKey(line: CartLineKey): string {
  return [line.productId, line.size ?? '', line.color ?? ''].join('|')
}

const sameLine = (key: CartLineKey) => (line: CartLine) => cartLineKey(line) === cartLineKey(key)
const clamp = (quantity: number) => Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.floor(quantity)))

export const cartStore = {
  getLines: () => lines,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Adding an existing line raises its quantity. */
  addLine(line: Omit<CartLine, 'quantity'> & { quantity?: number }) {
    const quantity = line.quantity ?? 1
    const existing = lines.find(sameLine(line))
    commit(
      existing
        ? lines.map((item) =>
            item === existing ? { ...item, quantity: clamp(item.quantity + quantity) } : item,
          )
        : [...lines, { ...line, quantity: clamp(quantity) }],
    )
  },
  setQuantity(key: CartLineKey, quantity: number) {
    commit(lines.map((item) => (sameLine(key)(item) ? { ...item, quantity: clamp(quantity) } : item)))
  },
  removeLine(key: CartLineKey) {
    commit(lines.filter((item) => !sameLine(key)(item)))
  },
  clear() {
    commit([])
  },
  /** Takes the account's cart as it is on the server (not sent back). */
  replace(next: CartLine[]) {
    commit(next.filter(isCartLine), { own: false })
  },
  /** While signed in, every change the customer makes is also sent here. */
  onChange(push: ((next: CartLine[]) => void) | null) {
    pushChange = push
  },
}

// Another tab changing the cart updates this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return
    lines = load()
    listeners.forEach((listener) => listener())
  })
}

// The server renders pages without the shopper's cart; hydration starts from that, then shows the stored one.
const NO_LINES: CartLine[] = []

export function useCartLines(): CartLine[] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getLines, () => NO_LINES)
}

/** Total item quantity, shown on the cart badge. */
export function useCartCount(): number {
  const current = useCartLines()
  return current.reduce((sum, line) => sum + line.quantity, 0)
}

/** Sum of unit price × quantity, a preview only: the server prices the order. */
export function cartSubtotalCents(current: CartLine[]): number {
  return current.reduce((sum, line) => sum + line.priceCents * line.quantity, 0)
}
