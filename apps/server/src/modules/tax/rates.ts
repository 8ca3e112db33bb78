import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { taxRates } from '../../db/schema/tax.ts'
import type { AppContext } from '../../types.ts'

/**
 * The rate that applies at a destination, in parts per million: the country's rate (state '') plus
 * the state's or province's own, when either is set; 0 where the shop has none.
 */
export async function taxRatePpmFor(db: DbOrTx, country: string, state: string): Promise<number> {
  const [row] = await db
    .select({ ppm: sql<number>`coalesce(sum(${taxRates.ratePpm}), 0)::int` })
    .from(taxRates)
    .where(and(eq(taxRates.country, country), inArray(taxRates.state, ['', state.trim().toUpperCase()])))
  return row?.ppm ?? 0
}

/** Stripe Tax computes the tax at payment instead of the shop's rates (STRIPE_TAX with Stripe set up). */
export function usesStripeTax(ctx: Pick<AppContext, 'config' | 'payments'>): boolean {
  return Boolean(ctx.config.STRIPE_TAX && ctx.payments.stripe)
}
