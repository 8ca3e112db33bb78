/**
 * Money and rates as people read them, without zod (server messages and the web format alike).
 * Amounts travel as integer cents; tax rates as parts per million (7.25 % = 72,500).
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** 5000 → "$50.00", as the shop shows money everywhere. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100)
}

/** 72500 → 7.25 (percent). */
export function ratePercentFromPpm(ppm: number): number {
  return ppm / 10_000
}
