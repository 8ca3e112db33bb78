import type { CreateOrderBody } from '@rdo/contracts'

const STORAGE_KEY = 'rdo-checkout-attempt'

type Attempt = { key: string; request: string }
// Where sessionStorage is blocked, the attempt lives as long as the page.
let inMemory: Attempt | null = null

function read(): Attempt | null {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null')
    if (saved && typeof saved === 'object' && 'key' in saved && 'request' in saved) return saved as Attempt
    return null
  } catch {
    return inMemory
  }
}

function write(attempt: Attempt | null) {
  inMemory = attempt
  try {
    if (attempt) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attempt))
    else sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage blocked: the in-memory copy serves this page.
  }
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID needs a secure context; a plain-http address on the local network has none.
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The Idempotency-Key of this checkout attempt. Placing the same order again — after an error or a
 * lost answer, even after a reload in the same tab — reuses the key, so the server answers with the
 * order it may already have placed instead of placing a second one. A changed cart, address or
 * shipping method is a new attempt with a new key.
 */
export function checkoutAttemptKey(body: CreateOrderBody): string {
  const request = JSON.stringify(body)
  const saved = read()
  if (saved?.request === request) return saved.key
  const key = newKey()
  write({ key, request })
  return key
}

/** The order is placed: the next Place order is a new attempt. */
export function endCheckoutAttempt() {
  write(null)
}
