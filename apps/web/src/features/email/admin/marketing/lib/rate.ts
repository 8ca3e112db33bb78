import { CAMPAIGN_DEFAULT_RATE, CAMPAIGN_MAX_RATE } from '@rdo/contracts/email-messages'

/** The pace field's refusal (the shared texts have none for it). */
export const RATE_PROBLEM = `Please enter a whole number of emails per second from 1 to ${CAMPAIGN_MAX_RATE.toLocaleString('en-US')}`

export const DEFAULT_RATE_TEXT = String(CAMPAIGN_DEFAULT_RATE)

/** The typed pace as a whole number within bounds, or null when it is not one. */
export function parseRate(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return null
  const n = Number(trimmed)
  return n >= 1 && n <= CAMPAIGN_MAX_RATE ? n : null
}

/** "About 17 minutes at 10 per second" for a send of `count` recipients (rounded up, at least a second). */
export function paceEstimate(count: number, rate: number): string | null {
  if (count <= 0 || rate <= 0) return null
  const seconds = Math.max(1, Math.ceil(count / rate))
  let span: string
  if (seconds < 60) span = `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
  else if (seconds < 3600) {
    const minutes = Math.ceil(seconds / 60)
    span = `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
  } else {
    const hours = Math.round((seconds / 3600) * 10) / 10
    span = `${hours.toLocaleString('en-US')} ${hours === 1 ? 'hour' : 'hours'}`
  }
  return `About ${span} at ${rate.toLocaleString('en-US')} per second`
}
