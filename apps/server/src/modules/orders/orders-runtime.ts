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

/** Connections beyond the slots', for the reads an order makes before its slot (createOrder). */
const ORDER_READS = 4

/**
 * What the orders module keeps while an app runs (`ctx.runtimes.orders`): its order transaction slots
 * and the database connections kept for them and for the reads before them (`db`, opened as orders
 * need them).
 */
export function startOrdersRuntime(ctx: AppContext) {
  const pool = createPool(ctx.pool.options.connectionString!, ORDER_SLOTS + ORDER_READS)
  return {
    slots: createSlots(ORDER_SLOTS),
    db: createDb(pool),
    pool,
    stop: () => pool.end().catch(() => {}),
  }
}

export type OrdersRuntime = ReturnType<typeof startOrdersRuntime>

declare module '../../types.ts' {
  interface ModuleRuntimes {
    orders: OrdersRuntime
  }
}
