import {
  catalogBlueprintParams,
  catalogBlueprintsResponse,
  catalogProviderParams,
  catalogProvidersResponse,
  catalogVariantsResponse,
  designLedgerResponse,
  designProductionResponse,
  designRewardsQuery,
  idParams,
  publishDesignBody,
  recordPayoutBody,
  recordPayoutResponse,
  rewardsSettingsSchema,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN, ADMIN_DIRECT } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'
import { designLedger } from './design-rewards-dto.ts'
import { recordPayout } from './design-payouts.service.ts'
import { getProduction, publishDesign } from './design-production.service.ts'
import * as catalogue from './printify-catalog.service.ts'
import { getRewardsSettings, saveRewardsSettings } from './rewards-settings.ts'

const tags = ['admin-design-rewards']

/**
 * Back office of design production and designer rewards (/api/admin): the Rewards rate, Printify's
 * catalogue, putting a design into production, a design's reward ledger and its checked payouts.
 */
const designRewardsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  app.get(
    '/rewards/settings',
    { config: { access: ADMIN }, schema: { tags, response: { 200: rewardsSettingsSchema } } },
    async () => getRewardsSettings(ctx),
  )

  app.put(
    '/rewards/settings',
    {
      config: { access: ADMIN },
      schema: { tags, body: rewardsSettingsSchema, response: { 200: rewardsSettingsSchema } },
    },
    async (req) => saveRewardsSettings(ctx, await auditActor(req), req.body),
  )

  app.get(
    '/printify/catalog/blueprints',
    { config: { access: ADMIN }, schema: { tags, response: { 200: catalogBlueprintsResponse } } },
    async () => catalogue.listBlueprints(ctx),
  )

  app.get(
    '/printify/catalog/blueprints/:blueprint_id/providers',
    {
      config: { access: ADMIN },
      schema: { tags, params: catalogBlueprintParams, response: { 200: catalogProvidersResponse } },
    },
    async (req) => catalogue.listProviders(ctx, req.params.blueprint_id),
  )

  app.get(
    '/printify/catalog/blueprints/:blueprint_id/providers/:provider_id/variants',
    {
      config: { access: ADMIN },
      schema: { tags, params: catalogProviderParams, response: { 200: catalogVariantsResponse } },
    },
    async (req) => catalogue.listVariants(ctx, req.params.blueprint_id, req.params.provider_id),
  )

  app.get(
    '/designs/:id/production',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, response: { 200: designProductionResponse } },
    },
    async (req) => getProduction(ctx, req.params.id),
  )

  app.post(
    '/designs/:id/production',
    {
      config: { access: ADMIN_DIRECT },
      schema: {
        tags,
        params: idParams,
        body: publishDesignBody,
        response: { 200: designProductionResponse },
      },
    },
    async (req) => publishDesign(ctx, await auditActor(req), req.params.id, req.body),
  )

  app.get(
    '/designs/:id/rewards',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        params: idParams,
        querystring: designRewardsQuery,
        response: { 200: designLedgerResponse },
      },
    },
    async (req) => designLedger(ctx.db, req.params.id, req.query),
  )

  app.post(
    '/designs/:id/payouts',
    {
      config: { access: ADMIN_DIRECT },
      schema: { tags, params: idParams, body: recordPayoutBody, response: { 201: recordPayoutResponse } },
    },
    async (req, reply) =>
      reply.code(201).send(await recordPayout(ctx, await auditActor(req), req.params.id, req.body)),
  )
}

export default designRewardsAdminRoutes
