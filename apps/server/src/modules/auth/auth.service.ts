import { APIError } from 'better-auth/api'
import { and, eq, gt, sql } from 'drizzle-orm'
import {
  ADMIN_USER_MESSAGES,
  AUTH_MESSAGES,
  ERROR_MESSAGES,
  type SignInBody,
  type SignUpBody,
} from '@rdo/contracts'
import { session, user, verification } from '../../db/schema/auth.ts'
import { writeAudit } from '../../lib/audit.ts'
import { AppError, Conflict, Forbidden, Invalid, Unauthorized } from '../../lib/errors.ts'
import type { AppContext, SessionUser } from '../../types.ts'
import { rememberSignUpConsent } from './marketing-consent.ts'

/** Maps better-auth's error codes to the shop's friendly messages (docs/accounts.md#sign-up-and-sign-in). */
export function toAppError(err: unknown): unknown {
  if (!(err instanceof APIError)) return err
  const code = (err.body as { code?: string } | undefined)?.code ?? ''
  switch (code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
      return code === 'INVALID_PASSWORD'
        ? new Invalid(AUTH_MESSAGES.currentPasswordWrong, 'INVALID_PASSWORD')
        : new Unauthorized(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS')
    case 'EMAIL_NOT_VERIFIED':
      return new Forbidden(AUTH_MESSAGES.emailNotVerified, 'EMAIL_NOT_VERIFIED')
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return new Conflict(AUTH_MESSAGES.alreadyRegistered, 'USER_EXISTS')
    case 'PASSWORD_TOO_SHORT':
      return new Invalid('Password must be at least 6 characters', 'PASSWORD_TOO_SHORT')
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return new Invalid(AUTH_MESSAGES.invalidResetToken, 'INVALID_TOKEN')
    case 'FAILED_TO_CREATE_USER':
      return new AppError(500, 'SIGN_UP_FAILED', AUTH_MESSAGES.cannotCreate)
    default:
      return new AppError(err.statusCode || 400, code || 'AUTH_ERROR', err.message || ERROR_MESSAGES.unknown)
  }
}

async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    throw toAppError(err)
  }
}

export async function signUp(ctx: AppContext, body: SignUpBody, headers: Headers) {
  // A returning customer is told their account exists (better-auth would answer with a silent success).
  const [existing] = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, body.email))
    .limit(1)
  if (existing) throw new Conflict(AUTH_MESSAGES.alreadyRegistered, 'USER_EXISTS')
  const res = await call(() =>
    ctx.auth.api.signUpEmail({
      body: { email: body.email, password: body.password, name: body.full_name },
      headers,
    }),
  )
  if (!res?.user) throw new AppError(500, 'SIGN_UP_FAILED', 'Failed to create account')
  if (body.marketing_consent)
    await rememberSignUpConsent(
      { db: ctx.db, warn: ctx.log.warn },
      { id: res.user.id, fullName: body.full_name },
    )
  return { id: res.user.id, email: res.user.email }
}

/**
 * Signs in through one of the two portals. The role check happens after the password is verified,
 * and a refused sign-in deletes the session it just created, so no cookie and no session remain.
 */
export async function signIn(ctx: AppContext, body: SignInBody, headers: Headers) {
  const { headers: outHeaders, response } = await call(() =>
    ctx.auth.api.signInEmail({
      body: { email: body.email, password: body.password, rememberMe: true },
      headers,
      returnHeaders: true,
    }),
  )
  const role: 'admin' | 'user' = (response.user as { role?: string }).role === 'admin' ? 'admin' : 'user'
  const refuse = async (err: Forbidden) => {
    await ctx.db.delete(session).where(eq(session.token, response.token))
    throw err
  }
  if (body.portal === 'customer' && role === 'admin') {
    await refuse(new Forbidden(AUTH_MESSAGES.adminUseAdminPortal, 'ADMIN_PORTAL_REQUIRED'))
  }
  if (body.portal === 'admin' && role !== 'admin') {
    await refuse(new Forbidden(AUTH_MESSAGES.adminPortalOnly, 'NOT_ADMIN'))
  }
  return {
    user: { id: response.user.id, email: response.user.email, role },
    setCookie: outHeaders.getSetCookie(),
  }
}

export async function signOut(ctx: AppContext, headers: Headers) {
  const { headers: out } = await call(() => ctx.auth.api.signOut({ headers, returnHeaders: true }))
  return out.getSetCookie()
}

export async function verifyEmail(ctx: AppContext, token: string) {
  try {
    await ctx.auth.api.verifyEmail({ query: { token } })
  } catch (err) {
    if (err instanceof APIError) throw new Invalid(AUTH_MESSAGES.invalidVerifyToken, 'INVALID_TOKEN')
    throw err
  }
}

export async function resendVerification(ctx: AppContext, email: string) {
  // Answers the same whether or not the address exists or is already verified.
  const [u] = await ctx.db
    .select({ verified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email))
    .limit(1)
  if (!u || u.verified) return
  await call(() => ctx.auth.api.sendVerificationEmail({ body: { email } }))
}

export async function requestPasswordReset(ctx: AppContext, email: string) {
  await call(() => ctx.auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } }))
}

/** The account a password-reset token belongs to (its email), or null for an unknown or expired one. */
export async function emailOfResetToken(ctx: AppContext, token: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ email: user.email })
    .from(verification)
    .innerJoin(user, sql`${user.id}::text = ${verification.value}`)
    .where(
      and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, sql`now()`)),
    )
  return row?.email ?? null
}

export async function resetPassword(ctx: AppContext, token: string, newPassword: string) {
  await call(() => ctx.auth.api.resetPassword({ body: { token, newPassword } }))
}

export async function changePassword(
  ctx: AppContext,
  headers: Headers,
  currentPassword: string,
  newPassword: string,
) {
  const { headers: out } = await call(() =>
    ctx.auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    }),
  )
  return out.getSetCookie()
}

/** The admin behind an impersonated session, for the session answer (the web app's banner). */
export async function impersonator(ctx: AppContext, current: SessionUser) {
  if (!current.impersonatedBy) return null
  const [admin] = await ctx.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, current.impersonatedBy))
  return { id: current.impersonatedBy, email: admin?.email ?? '' }
}

/**
 * Ends an impersonation: the customer's session is deleted and the admin's own one (kept aside in a
 * signed cookie) is restored, with an audit entry naming the admin. When the admin's session ended
 * meanwhile (signed out, expired), the impersonation is signed out instead and `restored` is false.
 */
export async function stopImpersonating(
  ctx: AppContext,
  headers: Headers,
  current: SessionUser,
  ip: string | null,
) {
  const adminId = current.impersonatedBy
  if (!adminId) throw new Invalid(ADMIN_USER_MESSAGES.notImpersonating, 'NOT_IMPERSONATING')
  const actor = { id: adminId, ip }
  const entry = { action: 'user.impersonate_end', entity: 'user', entityId: current.id }
  try {
    // The audit entry commits only if the admin's session was really restored.
    return await ctx.db.transaction(async (tx) => {
      await writeAudit(tx, actor, { ...entry, after: { email: current.email, restored: true } })
      const { headers: out } = await ctx.auth.api.stopImpersonating({ headers, returnHeaders: true })
      return { restored: true, setCookie: out.getSetCookie() }
    })
  } catch (err) {
    if (!(err instanceof APIError)) throw err
    const { headers: out } = await call(() => ctx.auth.api.signOut({ headers, returnHeaders: true }))
    await writeAudit(ctx.db, actor, { ...entry, after: { email: current.email, restored: false } }).catch(
      (auditErr: Error) => ctx.log.warn('Impersonation end not audited', { error: auditErr.message }),
    )
    return { restored: false, setCookie: out.getSetCookie() }
  }
}
