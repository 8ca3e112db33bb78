// UTC, so the server's HTML and the browser's hydration always print the same month.
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "March 2025": when a partner joined, in the store's About section. */
export function formatMonthYear(value: string): string {
  return monthYear.format(new Date(value))
}

/** The host of a website address for display ("frog.xyz"), or the address itself when it is not a URL. */
export function websiteLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/** A token or wallet address shortened for narrow places: "7xKX…sAsU". */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address
}
