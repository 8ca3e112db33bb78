import { createSlots } from '../../lib/slots.ts'

/** Order transactions running at once, per app: at most 4 of the pool's connections (lib/slots.ts). */
const ORDER_SLOTS = 4

/** What the orders module keeps while an app runs (`ctx.runtimes.orders`): its order transaction slots. */
export function startOrdersRuntime() {
  return { slots: createSlots(ORDER_SLOTS) }
}

export type OrdersRuntime = ReturnType<typeof startOrdersRuntime>

declare module '../../types.ts' {
  interface ModuleRuntimes {
    orders: OrdersRuntime
  }
}
