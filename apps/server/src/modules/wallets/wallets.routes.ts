import type { RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  tokenGateQuery,
  tokenGateResponse,
  tokenInfoResponse,
  walletNonceBody,
  walletNonceResponse,
  walletResponse,
  walletVerifyBody,
} from '@rdo/contracts'
import { caller, PUBLIC, USER, USER_DIRECT } from '../../lib/access.ts'
import { tokenGate, tokenInfo } from './token.service.ts'
import * as service from './wallet-link.service.ts'

const tags = ['wallet']
const privateAnswer = 'private, no-cache'

/** Per account (the access hook has already refused a visitor), so a shared network is no bother. */
const perUser = (name: string, max: number): RateLimitOptions => ({
  max,
  timeWindow: 60_000,
  keyGenerator: async (req: FastifyRequest) => {
    const user = await req.currentUser()
    return user ? `${name}:user:${user.id}` : `${name}:ip:${req.ip}`
  },
})

/** The caller's wallet: sign-in-with-Solana linking, its balance, unlinking; the token gate and facts. */
const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  app.post(
    '/wallet/nonce',
    {
      config: { access: USER_DIRECT, rateLimit: perUser('wallet-nonce', 20) },
      schema: { tags, body: walletNonceBody, response: { 200: walletNonceResponse } },
    },
    async (req, reply) => {
      const user = await caller(req)
      reply.header('cache-control', 'no-store')
      return service.issueNonce(ctx, { userId: user.id, address: req.body.address })
    },
  )

  app.post(
    '/wallet/verify',
    {
      config: { access: USER_DIRECT, rateLimit: perUser('wallet-verify', 20) },
      schema: { tags, body: walletVerifyBody, response: { 200: walletResponse } },
    },
    async (req) => {
      const user = await caller(req)
      return { wallet: await service.verifyAndLink(ctx, { userId: user.id, ...req.body }) }
    },
  )

  app.get(
    '/wallet',
    { config: { access: USER }, schema: { tags, response: { 200: walletResponse } } },
    async (req, reply) => {
      const user = await caller(req)
      reply.header('cache-control', privateAnswer)
      return { wallet: await service.walletOf(ctx, user.id) }
    },
  )

  app.post(
    '/wallet/refresh',
    {
      config: { access: USER, rateLimit: perUser('wallet-refresh', 10) },
      schema: { tags, response: { 200: walletResponse } },
    },
    async (req) => {
      const user = await caller(req)
      return { wallet: await service.refreshWallet(ctx, user.id) }
    },
  )

  app.delete('/wallet', { config: { access: USER_DIRECT }, schema: { tags } }, async (req, reply) => {
    const user = await caller(req)
    await service.unlinkWallet(ctx, user.id)
    return reply.code(204).send()
  })

  app.get(
    '/token-gate',
    {
      config: { access: PUBLIC },
      schema: { tags, querystring: tokenGateQuery, response: { 200: tokenGateResponse } },
    },
    async (req, reply) => {
      const user = await req.currentUser()
      reply.header('cache-control', privateAnswer)
      return tokenGate(ctx, user?.id ?? null, req.query.minimum)
    },
  )

  // Configuration only: the same answer for everyone until the shop restarts.
  const info = tokenInfo(ctx.config)
  app.get(
    '/token',
    { config: { access: PUBLIC }, schema: { tags, response: { 200: tokenInfoResponse } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return info
    },
  )
}

export default walletRoutes
