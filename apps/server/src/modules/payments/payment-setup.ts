import Stripe from 'stripe'
import { PAYMENT_SIMULATION_MS } from '@rdo/contracts'
import type { Config } from '../../config.ts'
import { refundPayment, type RefundRequest, type RefundResult } from './refunds.ts'

export type { RefundRequest, RefundResult } from './refunds.ts'

/** How this app takes payments; built once per app (tests pass their own Stripe client and delay). */
export type Payments = {
  /** The Stripe API client when STRIPE_SECRET_KEY is set. */
  stripe: Stripe | null
  /** The simulated payment: allowed only when PAYMENT_SIMULATION is on, and only without Stripe. */
  simulation: { enabled: boolean; delayMs: number }
  /**
   * Gives an order's payment back through the provider that took it. Throws a 409 (refused, or the
   * provider is not configured) or 502 (provider unreachable) AppError; the same idempotency key never
   * refunds twice.
   */
  refund: (request: RefundRequest) => Promise<RefundResult>
}

export type PaymentsOptions = {
  /** A client pointed at a local stand-in for the Stripe API (still needs STRIPE_SECRET_KEY). */
  stripe?: Stripe
  /** The simulation's wait; the shop waits PAYMENT_SIMULATION_MS. */
  simulationDelayMs?: number
}

export function createPayments(config: Config, options: PaymentsOptions = {}): Payments {
  const key = config.STRIPE_SECRET_KEY
  const stripe = key ? (options.stripe ?? new Stripe(key, { maxNetworkRetries: 2, timeout: 15_000 })) : null
  return {
    stripe,
    simulation: {
      enabled: !stripe && config.PAYMENT_SIMULATION,
      delayMs: options.simulationDelayMs ?? PAYMENT_SIMULATION_MS,
    },
    refund: (request) => refundPayment(stripe, request),
  }
}

declare module '../../types.ts' {
  interface ModuleServices {
    /** How this app takes payment (Stripe, the simulation or nothing). */
    payments: Payments
  }
}
