import { createDb, createPool } from '../../db/client.ts'
import { createSlots } from '../../lib/slots.ts'
import type { AppContext } from '../../types.ts'

/**
 * Order transactions running at once, per app (lib/slots.ts), each on a connection of the orders' own
 * pool. A drop's winners place their orders together while thousands of refused buyers keep the
 * shared pool's queue hundreds deep: on connections of their own, orders never wait in that queue,
 * and the stock rows they share are locked only as each commits (order_stock_takes). A transaction
 * is two round trips (createOrder), so the slots, not the rows, pace a burst of winners: 16 of them.
 */
const ORDER_SLOTS = 16

/**
 * What the orders module keeps while an app runs (`ctx.runtimes.orders`): its order transaction slots
 * and the database connections kept for them (`db`), opened as orders need them.
 */
export function startOrdersRuntime(ctx: AppContext) {
  const url = ctx.pool.options.connectionString!
  // Pipelined: an order sends the statements that do not wait on each other together (createOrder).
  // Kept open once opened: a rush's first orders do not wait for connections to be made.
  const pool = createPool(url, ORDER_SLOTS, { pipeline: true, keep: ORDER_SLOTS })
  return {
    slots: createSlots(ORDER_SLOTS),
    db: createDb(pool),
    pool,
    stop: () =>
      pool.end().then(
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
