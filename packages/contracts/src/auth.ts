import { z } from 'zod'
import { storedAddressSchema } from './address.ts'
import { emailSchema, passwordSchema, text } from './common.ts'

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  alreadyRegistered: 'An account with this email already exists',
  emailNotVerified: 'Please verify your email address',
  rateLimited: 'Too many attempts. Please try again later',
  accountThrottled: (minutes: number) =>
    `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password`,
  verificationResendLimited:
    'Too many verification emails were requested for this address. Check your inbox and spam folder, or try again in an hour.',
  cannotCreate: 'Unable to create account. Please try again later',
  adminUseAdminPortal: 'Please use the admin portal to login as an administrator',
  adminPortalOnly: 'Unauthorized access. This portal is for administrators only.',
  passwordsDoNotMatch: 'Passwords do not match',
  emailRequired: 'Please enter your email address',
  fullNameRequired: 'Full name is required',
  invalidResetToken: 'This reset link is invalid or has expired',
  invalidVerifyToken: 'Failed to verify email',
  emailVerified: 'Email verified successfully',
  verificationResent: 'Verification email resent successfully',
  verificationResendFailed: 'Failed to resend verification email',
  emailMissing: 'Email address is missing',
  currentPasswordWrong: 'Current password is incorrect',
  unauthenticated: 'Please sign in to continue',
} as const

/** Verification emails one address may ask for again per hour, whoever asks (docs/accounts.md). */
export const VERIFICATION_RESENDS_PER_HOUR = 3

export const signUpBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  full_name: text().trim().min(1, AUTH_MESSAGES.fullNameRequired).max(100),
  marketing_consent: z.boolean().default(true),
})
export type SignUpBody = z.infer<typeof signUpBody>

/** The signup screen adds a confirmation field; the server never sees it. */
export const signUpForm = signUpBody
  .extend({ confirm_password: text() })
  .refine((v) => v.password === v.confirm_password, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  })

export const portalSchema = z.enum(['customer', 'admin'])
export const signInBody = z.object({
  email: emailSchema,
  password: text().min(1, 'Password is required').max(128),
  portal: portalSchema.default('customer'),
})
export type SignInBody = z.infer<typeof signInBody>

export const emailOnlyBody = z.object({
  email: text().trim().min(1, AUTH_MESSAGES.emailRequired).pipe(emailSchema),
})

export const verifyEmailBody = z.object({ token: text().min(1).max(2000) })

export const resetPasswordBody = z.object({
  token: text().min(1).max(2000),
  new_password: passwordSchema,
})
export const resetPasswordForm = z
  .object({ password: passwordSchema, confirm_password: text() })
  .refine((v) => v.password === v.confirm_password, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  })

export const changePasswordBody = z.object({
  current_password: text().min(1, 'Current password is required').max(128),
  new_password: passwordSchema,
})
export const changePasswordForm = changePasswordBody
  .extend({ confirm_password: text().min(6, 'Password must be at least 6 characters') })
  .refine((v) => v.new_password === v.confirm_password, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  })

export const roleSchema = z.enum(['user', 'admin'])
export type Role = z.infer<typeof roleSchema>

export const notificationPreferencesSchema = z.object({
  order_updates: z.boolean(),
  marketing: z.boolean(),
})
export const marketingPreferencesSchema = z.object({
  email_newsletter: z.boolean(),
  order_updates: z.boolean(),
  promotional_offers: z.boolean(),
  product_updates: z.boolean(),
})
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>
export type MarketingPreferences = z.infer<typeof marketingPreferencesSchema>

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  username: z.string().nullable(),
  phone_number: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: roleSchema,
  default_shipping_address: storedAddressSchema.nullable(),
  notification_preferences: notificationPreferencesSchema,
  marketing_preferences: marketingPreferencesSchema,
  created_at: z.string(),
})
export type Profile = z.infer<typeof profileSchema>

export const sessionResponse = z.object({
  user: z
    .object({ id: z.string(), email: z.string(), email_verified: z.boolean(), role: roleSchema })
    .nullable(),
  profile: profileSchema.nullable(),
  /** Set while an admin browses the shop as this user: the admin behind the session. */
  impersonated_by: z.object({ id: z.string(), email: z.string() }).nullable(),
})
export type SessionResponse = z.infer<typeof sessionResponse>
