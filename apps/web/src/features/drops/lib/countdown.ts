export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
}

/**
 * What is left until a moment, in whole units. Seconds round up, so the display reaches 00 exactly
 * when the moment arrives (rounding down would show 0 for the whole last second before it).
 */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  }
}

/** Two digits per unit (days may need more), the width of every figure the same from tick to tick. */
export function countdownDigits(parts: CountdownParts): [string, string, string, string] {
  const two = (n: number) => String(n).padStart(2, '0')
  return [two(parts.days), two(parts.hours), two(parts.minutes), two(parts.seconds)]
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/** The time left as a sentence for screen readers: "2 days, 1 hour and 5 seconds" (zero units left out). */
export function countdownSpoken(parts: CountdownParts): string {
  const words = (
    [
      [parts.days, 'day'],
      [parts.hours, 'hour'],
      [parts.minutes, 'minute'],
      [parts.seconds, 'second'],
    ] as const
  )
    .filter(([n]) => n > 0)
    .map(([n, unit]) => plural(n, unit))
  if (words.length === 0) return '0 seconds'
  if (words.length === 1) return words[0]!
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}
