import Stripe from 'stripe'
import type { Config } from '../../config.ts'

let override: Stripe | null = null
let cached: { key: string; client: Stripe } | null = null

/** Tests point the client at a local stand-in for the Stripe API. */
export function useStripeClient(client: Stripe | null) {
  override = client
}

/** The Stripe API client when STRIPE_SECRET_KEY is set, else null (the simulation is used). */
export function stripeClient(config: Config): Stripe | null {
  const key = config.STRIPE_SECRET_KEY
  if (!key) return null
  if (override) return override
  if (cached?.key !== key)
    cached = { key, client: new Stripe(key, { maxNetworkRetries: 2, timeout: 15_000 }) }
  return cached.client
}
