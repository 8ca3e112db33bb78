import { createSlots } from '../../lib/slots.ts'

/**
 * Order transactions running at once, per app: at most 8 of the pool's 10 connections (lib/slots.ts). A drop's
 * winners place their orders together, and each order takes the contended stock rows only in its last
 * statements: 8 at once brought the rush's order p99 from 2.3–2.9 s to 1.9–2.5 s (4 before; 16 did no better).
 */
const ORDER_SLOTS = 8

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
