const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/

/**
 * A token amount as the chain reports it ("1234.5678", a decimal string) shown with two decimals and
 * thousands separators ("1,234.56"). Worked on the digits, never through a float, so large balances stay
 * exact; extra decimals are cut rather than rounded, so 99.999 reads 99.99 and never passes for 100.
 * Null when the text is not a plain decimal number.
 */
export function formatTokenAmount(amount: string): string | null {
  const match = DECIMAL.exec(amount.trim())
  if (!match) return null
  const [, sign = '', whole = '', fraction = ''] = match
  const digits = whole.replace(/^0+(?=\d)/, '')
  const cents = fraction.padEnd(2, '0').slice(0, 2)
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',')
  const negative = sign === '-' && /[1-9]/.test(digits + cents)
  return `${negative ? '-' : ''}${grouped}.${cents}`
}

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 9 })

/** A threshold the shop sets ("100", "1,000", "0.5"). */
export function formatTokenCount(count: number): string {
  return countFormat.format(count)
}
