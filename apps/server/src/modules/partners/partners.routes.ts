import multipart from '@fastify/multipart'
import type { RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  PARTNER_DESIGN_IMAGE_MAX_BYTES,
  PARTNER_MESSAGES as M,
  partnerApplicationBody,
  partnerApplicationResponse,
  partnerDesignBody,
  partnerDesignsResponse,
  partnerDesignSubmitResponse,
  partnerEmbedsResponse,
  partnerImageResponse,
  partnerLogoResponse,
  partnerPageQuery,
  partnerPayoutsResponse,
  partnerProjectDetailResponse,
  partnerProjectsResponse,
  updateEmbedBody,
  updateEmbedResponse,
} from '@rdo/contracts'
import { caller, owner, USER, USER_DIRECT } from '../../lib/access.ts'
import { applyAsPartner } from './partner-application.ts'
import { submitPartnerDesign } from './partner-designs.service.ts'
import * as projects from './partner-projects.service.ts'
import { uploadLogo, uploadPartnerDesignImage } from './partner-uploads.ts'

const tags = ['partners']
/** The owner policy's kind: the project named by `:id`, created by the caller. */
export const PARTNER_PROJECT_OWNER = 'partnerProject'
const ownProject = owner(PARTNER_PROJECT_OWNER)
/** Any id: a malformed one is a project or an embed that does not exist (404), not a bad request. */
const projectParams = z.object({ id: z.string() })
const embedParams = z.object({ id: z.string(), embedId: z.string() })

/** Per account (the access hook has already refused a visitor), so a shared network is no bother. */
const perUser = (name: string, max: number, timeWindow: number): RateLimitOptions => ({
  max,
  timeWindow,
  keyGenerator: async (req: FastifyRequest) => {
    const user = await req.currentUser()
    return user ? `${name}:user:${user.id}` : `${name}:ip:${req.ip}`
  },
})

/** The logo and design image uploads, in their own scope: only they take multipart bodies. */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: PARTNER_DESIGN_IMAGE_MAX_BYTES, files: 2, fields: 5 },
  })
  app.post(
    '/partner-projects/logo',
    {
      config: {
        access: USER,
        signInMessage: M.signInToApply,
        rateLimit: perUser('partner-logos', 30, 60_000),
      },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: partnerLogoResponse } },
    },
    async (req) => uploadLogo(app.ctx, req, (await caller(req)).id),
  )
  app.post(
    '/partner-designs/images',
    {
      config: {
        access: USER,
        signInMessage: M.signInToSubmitDesign,
        rateLimit: perUser('partner-design-images', 30, 60_000),
      },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: partnerImageResponse } },
    },
    async (req) => uploadPartnerDesignImage(app.ctx, req, (await caller(req)).id),
  )
}

/** Partner self-service: applying, the partner's own projects (owner only) and design submission. */
const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  await app.register(uploadRoutes)

  app.post(
    '/partner-projects',
    {
      config: {
        access: USER_DIRECT,
        signInMessage: M.signInToApply,
        rateLimit: perUser('partner-applications', 10, 60 * 60_000),
      },
      schema: { tags, body: partnerApplicationBody, response: { 201: partnerApplicationResponse } },
    },
    async (req, reply) => {
      const project = await applyAsPartner(ctx, await caller(req), req.body)
      return reply.code(201).send({ project })
    },
  )

  app.get(
    '/partner-projects',
    { config: { access: USER }, schema: { tags, response: { 200: partnerProjectsResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-cache')
      return projects.listOwnProjects(ctx, (await caller(req)).id)
    },
  )

  app.get(
    '/partner-projects/:id',
    {
      config: { access: ownProject },
      schema: { tags, params: projectParams, response: { 200: partnerProjectDetailResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-cache')
      return projects.getProjectDetail(ctx, req.params.id)
    },
  )

  app.get(
    '/partner-projects/:id/designs',
    {
      config: { access: ownProject },
      schema: {
        tags,
        params: projectParams,
        querystring: partnerPageQuery,
        response: { 200: partnerDesignsResponse },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-cache')
      return projects.listProjectDesigns(ctx, req.params.id, req.query.page)
    },
  )

  app.get(
    '/partner-projects/:id/embeds',
    {
      config: { access: ownProject },
      schema: { tags, params: projectParams, response: { 200: partnerEmbedsResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-cache')
      return projects.listEmbeds(ctx, req.params.id)
    },
  )

  app.patch(
    '/partner-projects/:id/embeds/:embedId',
    {
      config: { access: ownProject },
      schema: {
        tags,
        params: embedParams,
        body: updateEmbedBody,
        response: { 200: updateEmbedResponse },
      },
    },
    async (req) => projects.updateEmbed(ctx, req.params.id, req.params.embedId, req.body),
  )

  app.get(
    '/partner-projects/:id/payouts',
    {
      config: { access: ownProject },
      schema: {
        tags,
        params: projectParams,
        querystring: partnerPageQuery,
        response: { 200: partnerPayoutsResponse },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-cache')
      return projects.listPayouts(ctx, req.params.id, req.query.page)
    },
  )

  app.post(
    '/partner-designs',
    {
      config: {
        access: USER,
        signInMessage: M.signInToSubmitDesign,
        rateLimit: perUser('partner-designs', 20, 60 * 60_000),
      },
      schema: { tags, body: partnerDesignBody, response: { 201: partnerDesignSubmitResponse } },
    },
    async (req, reply) => {
      const design = await submitPartnerDesign(ctx, (await caller(req)).id, req.body)
      return reply.code(201).send({ design })
    },
  )
}

export default partnerRoutes
