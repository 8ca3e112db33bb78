import { ratePercentToPpm } from '@rdo/contracts'
import { taxRates } from '../db/schema/index.ts'
import type { SeedContext, SeedTx } from './types.ts'

/**
 * Statewide base sales tax of the US states we ship to, in percent (2026; California's, Utah's and
 * Virginia's include their statewide local share). Counties and cities add their own on top; the demo
 * keeps to the state's rate. States without a sales tax (AK, DE, MT, NH, OR) have no row: no row, no tax.
 */
// prettier-ignore
const US_STATE_RATES: Record<string, string> = {
  AL: '4', AZ: '5.6', AR: '6.5', CA: '7.25', CO: '2.9', CT: '6.35', DC: '6', FL: '6', GA: '4', HI: '4',
  ID: '6', IL: '6.25', IN: '7', IA: '6', KS: '6.5', KY: '6', LA: '5', ME: '5.5', MD: '6', MA: '6.25',
  MI: '6', MN: '6.875', MS: '7', MO: '4.225', NE: '5.5', NV: '6.85', NJ: '6.625', NM: '4.875', NY: '4',
  NC: '4.75', ND: '5', OH: '5.75', OK: '4.5', PA: '6', PR: '10.5', RI: '7', SC: '6', SD: '4.2', TN: '7',
  TX: '6.25', UT: '6.1', VT: '6', VA: '5.3', WA: '6.5', WV: '6', WI: '5', WY: '4',
}

/** Canada: the 5% GST everywhere, plus each province's part (PST, QST, or the provincial share of HST). */
const CA_GST = '5'
const CA_PROVINCE_RATES: Record<string, string> = {
  BC: '7', // PST
  MB: '7', // RST
  SK: '6', // PST
  QC: '9.975', // QST
  ON: '8', // HST 13%
  NB: '10', // HST 15%
  NL: '10', // HST 15%
  NS: '9', // HST 14% since April 2025
  PE: '10', // HST 15%
  // AB, NT, NU, YT: GST only.
}

/**
 * The demo shop's sales tax: a rate per US state and Canadian province we ship to. A row an admin
 * already has for a place is left as it is, so running it again changes nothing.
 */
export async function seedTaxRates(tx: SeedTx, ctx: Pick<SeedContext, 'now'>) {
  const rows = [
    ...Object.entries(US_STATE_RATES).map(([state, rate]) => ({ country: 'US', state, rate })),
    { country: 'CA', state: '', rate: CA_GST },
    ...Object.entries(CA_PROVINCE_RATES).map(([state, rate]) => ({ country: 'CA', state, rate })),
  ]
  await tx
    .insert(taxRates)
    .values(
      rows.map((r) => ({
        country: r.country,
        state: r.state,
        ratePpm: ratePercentToPpm(r.rate)!,
        updatedAt: ctx.now,
      })),
    )
    .onConflictDoNothing({ target: [taxRates.country, taxRates.state] })
}
