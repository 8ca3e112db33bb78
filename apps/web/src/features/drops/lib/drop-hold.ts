import { useSyncExternalStore } from 'react'

/**
 * A place in a drop the shopper holds: remembered in the browser so the checkout can say until when
 * (the admission itself lives on the server, one per customer and drop).
 */
export interface DropHold {
  dropId: string
  productId: string
  productName: string
  slug: string
  expiresAt: string
}

const STORAGE_KEY = 'rdo-drop-holds'
const listeners = new Set<() => void>()
const NO_HOLDS: DropHold[] = []
let holds: DropHold[] | null = null

const isHold = (value: unknown): value is DropHold => {
  const hold = value as Partial<DropHold> | null
  return (
    !!hold &&
    typeof hold.dropId === 'string' &&
    typeof hold.productId === 'string' &&
    typeof hold.productName === 'string' &&
    typeof hold.slug === 'string' &&
    typeof hold.expiresAt === 'string' &&
    Number.isFinite(Date.parse(hold.expiresAt))
  )
}

/** Stored holds as far as they can be trusted (storage is user-editable). */
export function parseHolds(raw: string | null): DropHold[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isHold) : []
  } catch {
    return []
  }
}

/** The holds after a new one: one per drop, the newest answer winning. */
export function withHold(current: DropHold[], hold: DropHold): DropHold[] {
  return [...current.filter((item) => item.dropId !== hold.dropId), hold]
}

function read(): DropHold[] {
  if (holds === null) {
    try {
      holds = parseHolds(localStorage.getItem(STORAGE_KEY))
    } catch {
      holds = []
    }
  }
  return holds
}

function write(next: DropHold[]) {
  holds = next
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Storage blocked: the notice still shows in this tab.
  }
  listeners.forEach((listener) => listener())
}

export const dropHoldStore = {
  save: (hold: DropHold) => write(withHold(read(), hold)),
  remove: (dropId: string) => write(read().filter((item) => item.dropId !== dropId)),
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** The stored holds; none while the server renders (it cannot see the shopper's storage). */
export function useDropHolds(): DropHold[] {
  return useSyncExternalStore(dropHoldStore.subscribe, read, () => NO_HOLDS)
}
