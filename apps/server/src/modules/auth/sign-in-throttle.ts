import crypto from 'node:crypto'
import { AUTH_MESSAGES } from '@rdo/contracts'
import type { Config } from '../../config.ts'
import type { AttemptCounter } from '../../lib/attempt-counter.ts'
import { AppError } from '../../lib/errors.ts'

/** The cookie that marks a browser where an account was signed in (or its password reset) before. */
export const KNOWN_DEVICE_COOKIE = 'rdo_known_device'
const KNOWN_DEVICE_DAYS = 180

const normalEmail = (email: string) => email.trim().toLowerCase()

/**
 * Failed sign-ins per account, whatever the client's address: after `SIGN_IN_MAX_FAILURES` failures in
 * `SIGN_IN_FAILURE_WINDOW_MS` the account's next attempts are refused with a clear message, without
 * checking the password, until the window (counted from the first failure) ends.
 * Rule: docs/accounts.md#failed-sign-ins
 *
 * A stranger can fill an account's window but never lock its owner out: a browser where the account
 * was signed in before (or its password reset by email) carries a signed known-device cookie, and its
 * failures are counted on their own, not on the account's.
 */
export function signInThrottle(config: Config, counter: AttemptCounter) {
  const max = config.SIGN_IN_MAX_FAILURES
  const windowMs = config.SIGN_IN_FAILURE_WINDOW_MS
  const secret = config.AUTH_SECRET
  const sign = (email: string, nonce: string) =>
    crypto
      .createHmac('sha256', secret)
      .update(`known-device:${normalEmail(email)}:${nonce}`)
      .digest('base64url')

  /** The nonce of this browser's known-device cookie when it vouches for `email`, else null. */
  function knownDevice(cookieHeader: string | undefined, email: string): string | null {
    const value = cookieHeader
      ?.split(';')
      .map((c) => c.trim())
      .find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))
      ?.slice(KNOWN_DEVICE_COOKIE.length + 1)
    const [nonce, mac] = value?.split('.') ?? []
    if (!nonce || !mac) return null
    const expected = Buffer.from(sign(email, nonce))
    const given = Buffer.from(mac)
    return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? nonce : null
  }

  const keyOf = (cookieHeader: string | undefined, email: string) => {
    const device = knownDevice(cookieHeader, email)
    if (device) return `sign-in:device:${device}`
    // The address itself is never stored.
    return `sign-in:account:${crypto.createHash('sha256').update(normalEmail(email)).digest('hex')}`
  }

  return {
    /** The refusal for an attempt while its account (or known browser) is over the limit, else null. */
    async refusal(cookieHeader: string | undefined, email: string) {
      const { count, resetInMs } = await counter.read(keyOf(cookieHeader, email))
      if (count < max) return null
      const minutes = Math.max(1, Math.ceil(resetInMs / 60_000))
      return {
        retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
        error: new AppError(429, 'ACCOUNT_THROTTLED', AUTH_MESSAGES.accountThrottled(minutes)),
      }
    },
    async failed(cookieHeader: string | undefined, email: string) {
      await counter.add(keyOf(cookieHeader, email), windowMs)
    },
    /**
     * After a sign-in: the count it was checked against starts afresh (a known browser's leaves the
     * account's alone), and the browser becomes known. A password reset (`reset`) also clears the
     * account's: whoever followed the emailed link holds the mailbox.
     */
    async succeeded(cookieHeader: string | undefined, email: string, { reset = false } = {}) {
      await counter.clear(keyOf(cookieHeader, email))
      if (reset) await counter.clear(keyOf(undefined, email))
      const nonce = knownDevice(cookieHeader, email) ?? crypto.randomBytes(16).toString('base64url')
      const attributes = [
        `Max-Age=${KNOWN_DEVICE_DAYS * 24 * 60 * 60}`,
        'Path=/api/auth',
        'HttpOnly',
        'SameSite=Lax',
        ...(config.isProduction ? ['Secure'] : []),
      ]
      return [`${KNOWN_DEVICE_COOKIE}=${nonce}.${sign(email, nonce)}`, ...attributes].join('; ')
    },
  }
}

export type SignInThrottle = ReturnType<typeof signInThrottle>
