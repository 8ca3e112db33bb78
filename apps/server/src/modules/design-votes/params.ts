import type { FastifyRequest } from 'fastify'
import { DESIGN_MESSAGES as M } from '@rdo/contracts'
import { z } from 'zod'
import { isUuid } from '../../lib/access.ts'
import { NotFound } from '../../lib/errors.ts'

export const designParams = z.object({ id: z.uuid() })
export const commentIdParams = z.object({ commentId: z.uuid() })

/**
 * A malformed id names nothing: the design's or comment's own 404, before the body is validated, as
 * for an id that does not exist.
 */
function requireUuid(param: string, notFound: () => Error) {
  return async (req: FastifyRequest) => {
    const value = (req.params as Record<string, string | undefined>)[param]
    if (!value || !isUuid(value)) throw notFound()
  }
}

export const designNotFound = () => new NotFound(M.designNotFound)
export const commentNotFound = () => new NotFound(M.commentNotFound)
export const knownDesignId = requireUuid('id', designNotFound)
export const knownCommentId = requireUuid('commentId', commentNotFound)
