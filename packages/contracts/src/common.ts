import { z } from 'zod'

export const TEXT_MESSAGES = {
  unstorable: 'Text contains characters that are not allowed',
} as const

// With the `u` flag a surrogate pair is one code point, so \p{Cs} matches only an unpaired half.
const UNSTORABLE = /[\0\p{Cs}]/u

/**
 * True when PostgreSQL can store the text: no NUL character (text columns refuse it) and no
 * unpaired UTF-16 surrogate (jsonb refuses it; text columns would silently turn it into U+FFFD).
 */
export const isStorableText = (value: string) => !UNSTORABLE.test(value)

/**
 * The string schema every contract builds on, for every string a client sends (bodies, queries and
 * path parameters): refuses text the database cannot store with a clear 400 instead of a crash.
 * Chain `.trim()`, `.min()`, `.max()` as on `z.string()`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, TEXT_MESSAGES.unstorable)

/** True when every string (and key) anywhere inside a JSON value is storable text. */
export function isStorableJson(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value)
  if (Array.isArray(value)) return value.every(isStorableJson)
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([k, v]) => isStorableText(k) && isStorableJson(v))
  }
  return true
}

/** A free-form JSON object a client sends (stored as jsonb), held to the same text rule. */
export const jsonObject = () =>
  z.record(z.string(), z.unknown()).refine(isStorableJson, TEXT_MESSAGES.unstorable)

export const emailMessage = 'Please enter a valid email address'
/** The longest address SMTP can carry (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254
// The top-level part needs at least two letters (docs/accounts.md#sign-up-and-sign-in).
export const emailSchema = text()
  .trim()
  .max(EMAIL_MAX_LENGTH, emailMessage)
  .toLowerCase()
  .regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, emailMessage)

export const passwordMessage = 'Password must be at least 6 characters'
export const passwordSchema = text().min(6, passwordMessage).max(128)

export const uuidSchema = z.uuid()

/** Path parameters: an id (uuid or slug-like) and a slug, checked like any other text. */
export const idParams = z.object({ id: text().max(64) })
export const slugParams = z.object({ slug: text().min(1).max(200) })

export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

export const okSchema = z.object({ ok: z.literal(true) })

export const paginationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).default(0),
})
