import { and, eq, inArray, sql } from 'drizzle-orm'
import { user } from '../../db/schema/auth.ts'
import { products } from '../../db/schema/catalog.ts'
import { dropAdmissions, productDrops } from '../../db/schema/drops.ts'
import { isUuid } from '../../lib/access.ts'
import { createBatchLoader } from '../../lib/batch-loader.ts'
import type { Db } from '../../db/client.ts'
import type { AdmissionRow, DropRow } from './drop-dto.ts'
import { unitsOrderedSql } from './drop-rules.ts'

/** What an arrival at a drop's door is judged on: the drop, the customer's account and standing in it. */
export type Arrival = {
  drop: DropRow
  accountCreatedAt: Date
  admission: AdmissionRow | null
  /** Units of the drop's product the customer has ordered (not cancelled). */
  ordered: number
}

/** Customers read in one query at most. */
const MAX_BATCH = 100
/** Arrival queries running at once at most (lib/batch-loader.ts). */
const ARRIVAL_QUERIES = 2

/** The app's reader of arrivals (one per app, in `ctx.runtimes.drops`), reading over `db`. */
export function createArrivalReader(db: Db) {
  const loader = arrivalLoader(db)
  return {
    /**
     * The drop (of an active product) as a customer arrives at it, with their account's age, their
     * admission and the units they already ordered; null when there is no such drop. Arrivals at the
     * same drop during one turn of the event loop are read together, one query for up to 100
     * customers, at most two such queries at once (arrivals meanwhile go together in the next): at
     * the opening second thousands press Buy at once, and one query each would queue them for the
     * pool. Nothing is remembered between batches.
     */
    read(dropId: string, userId: string): Promise<Arrival | null> {
      if (!isUuid(dropId)) return Promise.resolve(null)
      return loader.load(`${dropId} ${userId}`)
    },
  }
}

function arrivalLoader(db: Db) {
  return createBatchLoader<string, Arrival | null>(
    async (keys) => {
      const byDrop = new Map<string, Set<string>>()
      for (const key of keys) {
        const [dropId, userId] = key.split(' ') as [string, string]
        const users = byDrop.get(dropId) ?? new Set()
        byDrop.set(dropId, users.add(userId))
      }
      const found = new Map<string, Arrival>()
      for (const [dropId, users] of byDrop) {
        for (const row of await readMany(db, dropId, [...users])) {
          found.set(`${dropId} ${row.userId}`, row.arrival)
        }
      }
      return keys.map((k) => found.get(k) ?? null)
    },
    { maxBatch: MAX_BATCH, inFlight: ARRIVAL_QUERIES },
  )
}

async function readMany(db: Db, dropId: string, userIds: string[]) {
  const rows = await db
    .select({
      drop: productDrops,
      userId: user.id,
      accountCreatedAt: user.createdAt,
      admission: dropAdmissions,
      ordered: sql<number>`${unitsOrderedSql(user.id, productDrops.productId)}`.mapWith(Number),
    })
    .from(productDrops)
    .innerJoin(products, and(eq(products.id, productDrops.productId), eq(products.active, true)))
    .innerJoin(user, inArray(user.id, userIds))
    .leftJoin(
      dropAdmissions,
      and(eq(dropAdmissions.dropId, productDrops.id), eq(dropAdmissions.userId, user.id)),
    )
    .where(eq(productDrops.id, dropId))
  return rows.map(({ userId, drop, accountCreatedAt, admission, ordered }) => ({
    userId,
    arrival: { drop, accountCreatedAt, admission, ordered },
  }))
}
