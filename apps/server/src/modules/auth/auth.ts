import crypto from 'node:crypto'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin } from 'better-auth/plugins'
import type { Config } from '../../config.ts'
import { switchOffBetweenCalls } from '../../lib/context-storage.ts'
import type { Db } from '../../db/client.ts'
import { account, session, user, verification } from '../../db/schema/auth.ts'
import type { Mailer } from '../email/index.ts'
import { subscribeAfterVerification } from './marketing-consent.ts'

type Deps = {
  db: Db
  config: Config
  mailer: Mailer
  log: (msg: string) => void
  warn: (msg: string, extra?: object) => void
}

// The routes this app wraps (portal checks, friendly messages, rate limits). The library's HTTP handler
// is not mounted at all (plugins/auth-handler.ts); closing these too keeps them shut if it ever were.
export const WRAPPED_AUTH_PATHS = [
  '/sign-in/email',
  '/sign-up/email',
  '/sign-out',
  '/verify-email',
  '/send-verification-email',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
]

export function createAuth({ db, config, mailer, log, warn }: Deps) {
  const showLinks = !config.isProduction
  const auth = betterAuth({
    appName: 'RDO Shop',
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    disabledPaths: WRAPPED_AUTH_PATHS,
    trustedOrigins: (request) => {
      const host = request?.headers.get('host')
      return [config.APP_URL, host ? `http://${host}` : undefined, host ? `https://${host}` : undefined]
    },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    rateLimit: { enabled: false },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: u, token }) => {
        const url = `${config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`
        if (showLinks) log(`Password reset link for ${u.email}: ${url}`)
        await mailer.enqueueTemplate({
          template: 'password-reset',
          to: u.email,
          userId: u.id,
          data: { first_name: firstName(u.name), email: u.email, reset_url: url },
          idempotencyKey: `password-reset:${token}`,
        })
      },
      onPasswordReset: async ({ user: u }) => {
        await mailer.enqueueTemplate({
          template: 'password-changed',
          to: u.email,
          userId: u.id,
          data: { first_name: firstName(u.name), email: u.email },
          idempotencyKey: `password-changed:${u.id}:${crypto.randomUUID()}`,
        })
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: u, token }) => {
        const url = `${config.APP_URL}/verify-email?token=${encodeURIComponent(token)}&type=signup`
        if (showLinks) log(`Verification link for ${u.email}: ${url}`)
        await mailer.enqueueTemplate({
          template: 'verify-email',
          to: u.email,
          userId: u.id,
          data: { first_name: firstName(u.name), email: u.email, verify_url: url },
          idempotencyKey: `verify-email:${u.id}:${crypto.randomUUID()}`,
        })
      },
      // Called only when an unverified address becomes verified; the key makes a second call (two
      // tabs following the link at once) a no-op, so the welcome goes out once per account.
      // A welcome that cannot be queued is logged: the address is verified all the same. The consent
      // given at sign-up subscribes the address now that it is proven.
      afterEmailVerification: async (u) => {
        await subscribeAfterVerification({ db, warn }, u)
        await mailer
          .enqueueTemplate({
            template: 'welcome',
            to: u.email,
            userId: u.id,
            data: { first_name: firstName(u.name), email: u.email },
            idempotencyKey: `welcome:${u.id}`,
          })
          .catch((err: Error) => log(`Welcome email for ${u.email} not queued: ${err.message}`))
      },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
  })
  // Its request storages stay on only while one of its calls runs (lib/context-storage.ts).
  switchOffBetweenCalls(auth.api)
  return auth
}

export type Auth = ReturnType<typeof createAuth>

export function firstName(name: string | null | undefined) {
  return (name ?? '').trim().split(/\s+/)[0] || 'there'
}

declare module '../../types.ts' {
  interface ModuleServices {
    /** The auth library (better-auth) configured for the shop. */
    auth: Auth
  }
}
