import type { RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DESIGN_MESSAGES as M, designReactionResponse, type ReactionKind } from '@rdo/contracts'
import { caller, USER } from '../../lib/access.ts'
import { designParams, knownDesignId } from './params.ts'
import { react } from './votes.service.ts'

/** Votes and dislikes a person may send per minute on each route (well above the 20-in-10-minutes flag). */
export const REACTIONS_PER_MINUTE = 60

/**
 * Limited per account, not per address: many people can share one address, and the access check
 * has already admitted a signed-in caller when this runs.
 */
export function perUserLimit(max: number, scope: string): RateLimitOptions {
  return {
    max,
    timeWindow: 60_000,
    keyGenerator: async (req: FastifyRequest) => {
      const user = await req.currentUser()
      return user ? `${scope}:user:${user.id}` : `${scope}:ip:${req.ip}`
    },
  }
}

const ROUTES: { kind: ReactionKind; path: string; signInMessage: string }[] = [
  { kind: 'vote', path: '/community-designs/:id/vote', signInMessage: M.signInToVote },
  { kind: 'dislike', path: '/community-designs/:id/dislike', signInMessage: M.signInToDislike },
]

/** Vote and dislike a community design, and take either back; each is one call of design_react. */
const designVoteRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { kind, path, signInMessage } of ROUTES) {
    for (const add of [true, false]) {
      app.route({
        method: add ? 'POST' : 'DELETE',
        url: path,
        config: { access: USER, signInMessage, rateLimit: perUserLimit(REACTIONS_PER_MINUTE, kind) },
        preValidation: knownDesignId,
        schema: { tags: ['community'], params: designParams, response: { 200: designReactionResponse } },
        handler: async (req) => {
          const user = await caller(req)
          return react(app.ctx, req.log, { designId: req.params.id, userId: user.id, kind, add, ip: req.ip })
        },
      })
    }
  }
}

export default designVoteRoutes
