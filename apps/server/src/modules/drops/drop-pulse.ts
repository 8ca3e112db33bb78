import { DROP_REFUSAL_REASONS, type DropRefusalReason } from '@rdo/contracts'
import type { AdmissionRow } from './drop-dto.ts'
import type { DropCounters } from './drop-metrics.ts'

// What an app remembers about running drops between requests: each app keeps its own
// (`ctx.runtimes.drops`), shared with no other instance and gone on restart, by design (each figure is
// a hint or a count, never a decision).

const MAX_TRACKED_DROPS = 1000
const SOLD_OUT_MEMO_MS = 500
const RECHECK_MS = 1000
const RELEASE_EVERY_MS = 1000
const MAX_PLACES_PER_DROP = 100_000

type Counts = Record<DropRefusalReason, number>

/** Keeps a map bounded: ids come from the path, so a caller could otherwise grow it without end. */
function bounded<V>(map: Map<string, V>, key: string) {
  if (!map.has(key) && map.size >= MAX_TRACKED_DROPS) map.delete(map.keys().next().value!)
}

/** Keeps a place in a map of places per drop and customer, bounded both ways. */
function keep(map: Map<string, Map<string, AdmissionRow>>, row: AdmissionRow) {
  bounded(map, row.dropId)
  let ofDrop = map.get(row.dropId)
  if (!ofDrop) map.set(row.dropId, (ofDrop = new Map()))
  if (ofDrop.size >= MAX_PLACES_PER_DROP) ofDrop.clear()
  ofDrop.set(row.userId, row)
}

const zero = (): Counts => Object.fromEntries(DROP_REFUSAL_REASONS.map((r) => [r, 0])) as Counts

export type DropPulse = ReturnType<typeof createDropPulse>

export function createDropPulse(counted?: DropCounters) {
  const refusals = new Map<string, Counts>()
  const soldOutUntil = new Map<string, number>()
  const recheckUntil = new Map<string, number>()
  const lastRelease = new Map<string, number>()
  /** Places this app granted, per drop and customer, until used or lapsed. */
  const places = new Map<string, Map<string, AdmissionRow>>()
  /**
   * Places other instances granted in a draw, per drop and customer: only a hint that an order is no
   * script's (this app is not told when one is used), never an answer to the customer.
   */
  const learnt = new Map<string, Map<string, AdmissionRow>>()
  /** The drop of each product this app has admitted buyers to. */
  const dropOfProduct = new Map<string, string>()
  const live = (row: AdmissionRow | undefined, now: Date) =>
    !!row && row.status === 'active' && row.expiresAt > now

  return {
    countRefusal(dropId: string, reason: DropRefusalReason) {
      counted?.refused(reason)
      bounded(refusals, dropId)
      const counts = refusals.get(dropId) ?? zero()
      counts[reason]++
      refusals.set(dropId, counts)
    },

    refusalsOf: (dropId: string): Counts => ({ ...(refusals.get(dropId) ?? zero()) }),

    /**
     * After a sold-out refusal, arrivals are answered from memory: during the rush thousands of buyers
     * press Buy at once, and asking the database again each time would only queue them behind each
     * other to be told the same thing. Every half second one arrival is let through to ask again (a
     * lapsed place or a cancelled order may have freed a unit); while it does, the others still hear
     * "sold out".
     */
    markSoldOut(dropId: string, now = Date.now()) {
      bounded(soldOutUntil, dropId)
      soldOutUntil.set(dropId, now + SOLD_OUT_MEMO_MS)
      recheckUntil.delete(dropId)
    },

    /** A unit was granted: the drop is not sold out. */
    markAvailable(dropId: string) {
      soldOutUntil.delete(dropId)
      recheckUntil.delete(dropId)
    },

    /** Whether the memo says sold out right now (for arrivals already past the door: never hands out a turn). */
    soldOutNow: (dropId: string, now = Date.now()) => (soldOutUntil.get(dropId) ?? 0) > now,

    /** At the door: whether to answer "sold out" from memory, or let this caller ask the database. */
    recentlySoldOut(dropId: string, now = Date.now()) {
      const until = soldOutUntil.get(dropId)
      if (until === undefined) return false
      if (until > now) return true
      // The memo is due: this caller asks the database; others wait for its answer by hearing "sold
      // out" (a caller that never gets to ask hands the turn on after a second).
      const rechecking = recheckUntil.get(dropId)
      if (rechecking !== undefined && rechecking > now) return true
      recheckUntil.set(dropId, now + RECHECK_MS)
      return false
    },

    /** Whether this app may sweep the drop's expired admissions now (at most once a second). */
    claimReleaseTurn(dropId: string, now = Date.now()) {
      const last = lastRelease.get(dropId)
      if (last !== undefined && now - last < RELEASE_EVERY_MS) return false
      bounded(lastRelease, dropId)
      lastRelease.set(dropId, now)
      return true
    },

    /**
     * Remembers a place granted (after its transaction committed), so the customer's other tabs and
     * repeated presses get it back without the database, even while everyone else hears "sold out".
     */
    rememberPlace: (row: AdmissionRow) => keep(places, row),

    /** The customer's live place in the drop as this app granted it, if any. */
    placeOf(dropId: string, userId: string, now = new Date()): AdmissionRow | null {
      const row = places.get(dropId)?.get(userId)
      if (!row) return null
      if (row.status === 'active' && row.expiresAt > now) return row
      places.get(dropId)!.delete(userId)
      return null
    },

    /** Notes a place another instance granted (the opening draw's, read once it is decided). */
    learnPlace: (row: AdmissionRow) => keep(learnt, row),

    /** Whether the customer holds a live place in the drop, as this app granted or learnt it. */
    knowsPlace(dropId: string, userId: string, now = new Date()): AdmissionRow | null {
      const other = learnt.get(dropId)?.get(userId)
      return this.placeOf(dropId, userId, now) ?? (live(other, now) ? other! : null)
    },

    /** Notes a drop's product, read as a buyer asked for a place. */
    noteProduct(productId: string, dropId: string) {
      bounded(dropOfProduct, productId)
      dropOfProduct.set(productId, dropId)
    },

    /**
     * The customer's live place, as this app granted or learnt it, in the drop of a product (its id as
     * the database writes it), if any.
     */
    placeForProduct(productId: string, userId: string, now = new Date()): AdmissionRow | null {
      const dropId = dropOfProduct.get(productId)
      return dropId === undefined ? null : this.knowsPlace(dropId, userId, now)
    },

    /** The customer's place was used (or is being used) by an order: ask the database from now on. */
    forgetPlace(dropId: string, userId: string) {
      places.get(dropId)?.delete(userId)
      learnt.get(dropId)?.delete(userId)
    },

    /** Forgets the memo of one drop (its stock or schedule changed). */
    forgetDrop(dropId: string) {
      soldOutUntil.delete(dropId)
      recheckUntil.delete(dropId)
      places.delete(dropId)
      learnt.delete(dropId)
      for (const [product, drop] of dropOfProduct) if (drop === dropId) dropOfProduct.delete(product)
    },
  }
}
