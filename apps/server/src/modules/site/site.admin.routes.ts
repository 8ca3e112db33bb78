import multipart from '@fastify/multipart'
import { siteImageParams, siteSettingsResponse, siteSettingsUpdateBody } from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'
import * as service from './site.admin.service.ts'
import { uploadSiteImage } from './site-image-upload.ts'

const tags = ['admin-site']

/** Image uploads in their own scope: the multipart plugin adds hooks to every request of its scope. */
const siteImageUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 2, fields: 5 } })
  app.post(
    '/site/images/:key',
    {
      config: { access: ADMIN, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: siteImageParams,
        response: { 200: siteSettingsResponse },
      },
    },
    async (req) => uploadSiteImage(app.ctx, req, await auditActor(req), req.params.key),
  )
}

/** Site settings (/api/admin/site): the home page's hero text, the logo and the hero image. */
const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  app.get(
    '/site/settings',
    { config: { access: ADMIN }, schema: { tags, response: { 200: siteSettingsResponse } } },
    async () => service.getSiteSettings(ctx),
  )

  app.put(
    '/site/settings',
    {
      config: { access: ADMIN },
      schema: { tags, body: siteSettingsUpdateBody, response: { 200: siteSettingsResponse } },
    },
    async (req) => service.updateHero(ctx, await auditActor(req), req.body.hero),
  )

  app.delete(
    '/site/images/:key',
    {
      config: { access: ADMIN },
      schema: { tags, params: siteImageParams, response: { 200: siteSettingsResponse } },
    },
    async (req) => service.resetSiteImage(ctx, await auditActor(req), req.params.key),
  )

  await app.register(siteImageUploadRoutes)
}

export default siteAdminRoutes
