import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { siteSettings } from '../../db/schema/site.ts'
import { taxRates } from '../../db/schema/tax.ts'
import type { AppContext } from '../../types.ts'
import type { TaxSettings } from '@rdo/contracts'
import { parseTaxSettings, TAX_SETTINGS_KEY } from './settings.ts'

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

/** The rate at a destination (as taxRatePpmFor) and the tax settings, in one round trip (checkout pricing). */
export async function readTaxAt(
  db: DbOrTx,
  country: string,
  state: string,
): Promise<{ ratePpm: number; settings: TaxSettings }> {
  const { rows } = await db.execute<{ rate_ppm: number; settings: unknown }>(sql`
    select
      (select coalesce(sum(${taxRates.ratePpm}), 0)::int from ${taxRates}
        where ${taxRates.country} = ${country} and ${taxRates.state} in ('', ${state.trim().toUpperCase()})) as rate_ppm,
      (select ${siteSettings.value} from ${siteSettings} where ${siteSettings.key} = ${TAX_SETTINGS_KEY}) as settings`)
  return { ratePpm: rows[0]?.rate_ppm ?? 0, settings: parseTaxSettings(rows[0]?.settings) }
}

/** Stripe Tax computes the tax at payment instead of the shop's rates (STRIPE_TAX with Stripe set up). */
export function usesStripeTax(ctx: Pick<AppContext, 'config' | 'payments'>): boolean {
  return Boolean(ctx.config.STRIPE_TAX && ctx.payments.stripe)
}
