import { createDb, createPool } from '../../db/client.ts'
import { createSlots } from '../../lib/slots.ts'
import type { AppContext } from '../../types.ts'

/**
 * Order transactions running at once, per app (lib/slots.ts), each on a connection of the orders' own
 * pool. A drop's winners place their orders together while thousands of refused buyers keep the
 * shared pool's queue hundreds deep: on connections of their own, orders never wait in that queue,
 * and the stock rows they share are locked only as each commits (order_stock_takes).
 */
const ORDER_SLOTS = 8

/**
 * Connections of a pool of their own for the reads an order makes before its slot (createOrder): they
 * never hold up a transaction waiting for its connection, nor wait in the shared pool's queue.
 */
const ORDER_READS = 4

/**
 * What the orders module keeps while an app runs (`ctx.runtimes.orders`): its order transaction slots
 * and the database connections kept for them (`db`), and for the reads before them (`reads`); both
 * opened as orders need them.
 */
export function startOrdersRuntime(ctx: AppContext) {
  const url = ctx.pool.options.connectionString!
  const pool = createPool(url, ORDER_SLOTS)
  const readPool = createPool(url, ORDER_READS)
  return {
    slots: createSlots(ORDER_SLOTS),
    db: createDb(pool),
    pool,
    reads: createDb(readPool),
    readPool,
    stop: () =>
      Promise.all([pool.end(), readPool.end()]).then(
        () => {},
        () => {},
      ),
  }
}

export type OrdersRuntime = ReturnType<typeof startOrdersRuntime>

declare module '../../types.ts' {
  interface ModuleRuntimes {
    orders: OrdersRuntime
  }
}
