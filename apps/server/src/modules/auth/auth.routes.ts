import { fromNodeHeaders } from 'better-auth/node'
import { eq } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AUTH_MESSAGES,
  changePasswordBody,
  emailOnlyBody,
  okSchema,
  resetPasswordBody,
  sessionResponse,
  signInBody,
  signUpBody,
  stopImpersonatingResponse,
  VERIFICATION_RESENDS_PER_HOUR,
  verifyEmailBody,
} from '@rdo/contracts'
import { z } from 'zod'
import { profiles } from '../../db/schema/profiles.ts'
import { toProfileDto } from '../profiles/index.ts'
import * as service from './auth.service.ts'
import { caller, PUBLIC, USER, USER_DIRECT } from '../../lib/access.ts'
import { AppError } from '../../lib/errors.ts'
import { signInThrottle } from './sign-in-throttle.ts'

const setCookies = (reply: FastifyReply, cookies: string[]) => {
  if (cookies.length) reply.header('set-cookie', cookies)
}

const authUser = z.object({ id: z.string(), email: z.string(), role: z.enum(['user', 'admin']) })

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = {
    rateLimit: { max: app.ctx.config.RATE_LIMIT_AUTH_MAX, timeWindow: app.ctx.config.RATE_LIMIT_WINDOW_MS },
  }
  // Per address as well as per client: many clients (or addresses) must not flood one inbox. Counted
  // before looking the address up, so the answer says nothing about whether it has an account.
  const resendsPerAddress = app.createRateLimit({
    max: VERIFICATION_RESENDS_PER_HOUR,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: (req) => `resend-verification:${(req.body as { email: string }).email}`,
  })
  const headersOf = (raw: Record<string, string | string[] | undefined>) => fromNodeHeaders(raw)
  const throttle = signInThrottle(app.ctx.config, app.attempts)

  app.post(
    '/sign-up',
    {
      config: { ...limited, access: PUBLIC },
      schema: {
        tags: ['auth'],
        body: signUpBody,
        response: { 201: z.object({ user: z.object({ id: z.string(), email: z.string() }) }) },
      },
    },
    async (req, reply) => {
      const user = await service.signUp(app.ctx, req.body, headersOf(req.headers))
      return reply.code(201).send({ user })
    },
  )

  app.post(
    '/sign-in',
    {
      config: { ...limited, access: PUBLIC },
      schema: { tags: ['auth'], body: signInBody, response: { 200: z.object({ user: authUser }) } },
    },
    async (req, reply) => {
      const { cookie } = req.headers
      const { email } = req.body
      const refusal = await throttle.refusal(cookie, email)
      if (refusal) {
        reply.header('retry-after', String(refusal.retryAfterSeconds))
        throw refusal.error
      }
      let signedIn: Awaited<ReturnType<typeof service.signIn>>
      try {
        signedIn = await service.signIn(app.ctx, req.body, headersOf(req.headers))
      } catch (err) {
        // Only a wrong password counts; a right one at the wrong portal or before verification does not.
        if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS')
          await throttle.failed(cookie, email)
        throw err
      }
      setCookies(reply, [...signedIn.setCookie, await throttle.succeeded(cookie, email)])
      return { user: signedIn.user }
    },
  )

  app.post(
    '/sign-out',
    { config: { access: PUBLIC }, schema: { tags: ['auth'], response: { 200: okSchema } } },
    async (req, reply) => {
      setCookies(reply, await service.signOut(app.ctx, headersOf(req.headers)))
      return { ok: true as const }
    },
  )

  app.get(
    '/session',
    { config: { access: PUBLIC }, schema: { tags: ['auth'], response: { 200: sessionResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      const user = await req.currentUser()
      if (!user) return { user: null, profile: null, impersonated_by: null }
      const [[profile], impersonatedBy] = await Promise.all([
        app.ctx.db.select().from(profiles).where(eq(profiles.id, user.id)),
        service.impersonator(app.ctx, user),
      ])
      return {
        user: { id: user.id, email: user.email, email_verified: user.emailVerified, role: user.role },
        profile: profile ? toProfileDto(profile, user.role) : null,
        impersonated_by: impersonatedBy,
      }
    },
  )

  // Only an impersonated session may call it (400 otherwise); the admin's session comes back.
  app.post(
    '/stop-impersonating',
    { config: { access: USER }, schema: { tags: ['auth'], response: { 200: stopImpersonatingResponse } } },
    async (req, reply) => {
      const user = await caller(req)
      const { restored, setCookie } = await service.stopImpersonating(
        app.ctx,
        headersOf(req.headers),
        user,
        req.ip ?? null,
      )
      req.log.info(
        { impersonated_by: user.impersonatedBy, target_user: user.id, restored },
        'impersonation ended',
      )
      setCookies(reply, setCookie)
      reply.header('cache-control', 'no-store')
      return { user_id: user.id, restored }
    },
  )

  app.post(
    '/verify-email',
    {
      config: { ...limited, access: PUBLIC },
      schema: { tags: ['auth'], body: verifyEmailBody, response: { 200: okSchema } },
    },
    async (req) => {
      await service.verifyEmail(app.ctx, req.body.token)
      return { ok: true as const }
    },
  )

  app.post(
    '/resend-verification',
    {
      config: { ...limited, access: PUBLIC },
      schema: { tags: ['auth'], body: emailOnlyBody, response: { 200: okSchema } },
    },
    async (req, reply) => {
      const limit = await resendsPerAddress(req)
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', Math.ceil(limit.ttl / 1000))
        throw new AppError(429, 'RATE_LIMITED', AUTH_MESSAGES.verificationResendLimited)
      }
      await service.resendVerification(app.ctx, req.body.email)
      return { ok: true as const }
    },
  )

  app.post(
    '/forgot-password',
    {
      config: { ...limited, access: PUBLIC },
      schema: { tags: ['auth'], body: emailOnlyBody, response: { 200: okSchema } },
    },
    async (req) => {
      await service.requestPasswordReset(app.ctx, req.body.email)
      return { ok: true as const }
    },
  )

  app.post(
    '/reset-password',
    {
      config: { ...limited, access: PUBLIC },
      schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: okSchema } },
    },
    async (req, reply) => {
      const email = await service.emailOfResetToken(app.ctx, req.body.token)
      await service.resetPassword(app.ctx, req.body.token, req.body.new_password)
      // Whoever followed the emailed link holds the mailbox: this browser is the owner's from now on.
      if (email) setCookies(reply, [await throttle.succeeded(req.headers.cookie, email, { reset: true })])
      return { ok: true as const }
    },
  )

  app.post(
    '/change-password',
    {
      config: { ...limited, access: USER_DIRECT },
      schema: { tags: ['auth'], body: changePasswordBody, response: { 200: okSchema } },
    },
    async (req, reply) => {
      await caller(req)
      setCookies(
        reply,
        await service.changePassword(
          app.ctx,
          headersOf(req.headers),
          req.body.current_password,
          req.body.new_password,
        ),
      )
      return { ok: true as const }
    },
  )
}

export default authRoutes
