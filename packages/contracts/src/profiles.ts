import { z } from 'zod'
import { text } from './common.ts'
import { designStatusSchema } from './community.ts'
import { completeAddressSchema, storedAddressSchema } from './address.ts'
import { marketingPreferencesSchema, notificationPreferencesSchema } from './auth.ts'

/** Rule: docs/accounts.md#usernames */
export const USERNAME_MESSAGES = {
  tooShort: 'Username must be at least 3 characters',
  tooLong: 'Username must be at most 20 characters',
  pattern: 'Username can only contain letters, numbers, underscores, and hyphens',
  taken: 'Username is already taken',
  checkFailed: 'Error checking username availability',
} as const

export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load profile',
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile',
  loadDataFailed: 'Failed to load profile data',
  loadUserFailed: 'Failed to load user profile',
  userNotFound: 'User not found',
  userNotFoundTitle: 'User Not Found',
  phoneInvalid: 'Please enter a valid phone number',
} as const

export const PREFERENCES_MESSAGES = {
  updated: 'Preferences updated successfully',
  updateFailed: 'Failed to update preferences',
  marketingUpdated: 'Marketing preferences updated successfully',
  marketingUpdateFailed: 'Failed to update marketing preferences',
} as const

/** Avatar editor texts and limits (docs/accounts.md#avatars). The server re-checks type (by bytes) and size. */
export const AVATAR_MESSAGES = {
  updated: 'Avatar updated successfully',
  errorPrefix: 'Error updating avatar: ',
  unknownError: 'Unknown error',
  tooManyFiles: 'Too many files',
  fileRequired: 'Please choose an image file',
} as const
/** The shop's own limit: 2 MB, checked before and after cropping. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const AVATAR_ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
} as const
/** Round crop 250×250 in the editor; the server stores a 256×256 WebP. */
export const AVATAR_CROP_SIZE = 250
export const AVATAR_ZOOM = { min: 1, max: 3, step: 0.1, initial: 1.2 } as const
export const USERNAME_CHECK_DEBOUNCE_MS = 500

const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/

/** A present username: 3-20 letters, digits, underscores, hyphens. */
export const usernameSchema = text()
  .trim()
  .min(3, USERNAME_MESSAGES.tooShort)
  .max(20, USERNAME_MESSAGES.tooLong)
  .regex(USERNAME_PATTERN, USERNAME_MESSAGES.pattern)

/** First local problem with a username, or null; '' is fine (no username). */
export function usernameProblem(value: string): string | null {
  const v = value.trim()
  if (v === '') return null
  if (v.length < 3) return USERNAME_MESSAGES.tooShort
  if (v.length > 20) return USERNAME_MESSAGES.tooLong
  if (!USERNAME_PATTERN.test(v)) return USERNAME_MESSAGES.pattern
  return null
}

/** Form field: '' means "no username" and becomes null. */
export const optionalUsernameSchema = text()
  .trim()
  .superRefine((v, ctx) => {
    const message = usernameProblem(v)
    if (message) ctx.addIssue({ code: 'custom', message })
  })
  .transform((v) => (v === '' ? null : v))

const blankToNull = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))

export const phoneNumberSchema = text()
  .trim()
  .max(30, PROFILE_MESSAGES.phoneInvalid)
  .regex(/^$|^\+?[0-9 ().-]{5,30}$/, PROFILE_MESSAGES.phoneInvalid)
  .transform((v) => (v === '' ? null : v))

/**
 * PATCH /api/profile: only the fields sent change. Strings are trimmed and '' clears the field.
 * `avatar_url` may only be cleared here (uploads go through POST /api/profile/avatar).
 */
export const profileUpdateBody = z.object({
  full_name: blankToNull(100).nullable().optional(),
  username: optionalUsernameSchema.nullable().optional(),
  phone_number: phoneNumberSchema.nullable().optional(),
  default_shipping_address: storedAddressSchema.nullable().optional(),
  notification_preferences: notificationPreferencesSchema.optional(),
  marketing_preferences: marketingPreferencesSchema.optional(),
  avatar_url: z.null().optional(),
})
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>

/** PATCH /api/profile/preferences (the /settings page). */
export const preferencesUpdateBody = z.object({
  full_name: blankToNull(100).nullable().optional(),
  notification_preferences: notificationPreferencesSchema,
})
export type PreferencesUpdateBody = z.input<typeof preferencesUpdateBody>

/** GET /api/profile/username-available?username= ; invalid format → 400 with the format message. */
export const usernameAvailableQuery = z.object({ username: usernameSchema })
export const usernameAvailableResponse = z.object({ available: z.boolean() })
export type UsernameAvailableResponse = z.infer<typeof usernameAvailableResponse>

/** POST /api/profile/avatar (multipart, one image file) → the stored URL. */
export const avatarResponse = z.object({ avatar_url: z.string() })
export type AvatarResponse = z.infer<typeof avatarResponse>

/**
 * GET /api/profile/summary. Orders count every order except unpaid ones (pending_payment) and
 * cancelled ones; total_spent_cents sums the paid ones that were not refunded.
 */
export const profileSummaryResponse = z.object({
  orders: z.object({
    total_orders: z.number().int().nonnegative(),
    total_spent_cents: z.number().int().nonnegative(),
    last_order_date: z.string().nullable(),
  }),
  support: z.object({
    total_tickets: z.number().int().nonnegative(),
    open_tickets: z.number().int().nonnegative(),
    last_ticket_date: z.string().nullable(),
  }),
})
export type ProfileSummary = z.infer<typeof profileSummaryResponse>

// ---- Saved shipping addresses (/settings) -------------------------------------------------------

export const savedAddressSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  address: storedAddressSchema,
  is_default: z.boolean(),
  created_at: z.string(),
})
export type SavedAddress = z.infer<typeof savedAddressSchema>

/** The user's first address becomes the default; setting is_default also updates the profile's copy. */
export const addressCreateBody = z.object({
  label: blankToNull(50).nullable().optional(),
  address: completeAddressSchema,
  is_default: z.boolean().optional(),
})
export type AddressCreateBody = z.input<typeof addressCreateBody>

export const addressUpdateBody = addressCreateBody.partial()
export type AddressUpdateBody = z.input<typeof addressUpdateBody>

export const addressListResponse = z.object({ items: z.array(savedAddressSchema) })
export type AddressListResponse = z.infer<typeof addressListResponse>

// ---- Public profiles (/user/{username}, /user/id/{userId}) ---------------------------------------

export const publicDesignSchema = z.object({
  id: z.string(),
  description: z.string(),
  image_url: z.string(),
  votes: z.number().int(),
  net_score: z.number().int(),
  status: designStatusSchema,
  created_at: z.string(),
  /** A product of the design on sale or being made; null when none. */
  production: z.enum(['making', 'on_sale']).nullable(),
})
export type PublicDesign = z.infer<typeof publicDesignSchema>

/**
 * Never carries email, phone or addresses. `display_name` is the public name (@username, else full
 * name, else "Anonymous"; docs/accounts.md#public-name); `full_name` is null once a username is set.
 * Other visitors see approved designs only; the owner also sees their pending and rejected ones.
 */
export const publicProfileSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  full_name: z.string().nullable(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
  stats: z.object({
    designs: z.number().int().nonnegative(),
    total_votes: z.number().int().nonnegative(),
    net_score: z.number().int(),
  }),
  designs: z.array(publicDesignSchema),
})
export type PublicProfile = z.infer<typeof publicProfileSchema>
