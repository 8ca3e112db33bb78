import {
  adminPartnerDecisionResponse,
  adminPartnerDesignDecisionResponse,
  adminPartnerDesignsQuery,
  adminPartnerDesignsResponse,
  adminPartnerDetailResponse,
  adminPartnerLedgerResponse,
  adminPartnerPageQuery,
  adminPartnerPayoutsResponse,
  adminPartnersQuery,
  adminPartnersResponse,
  createPayoutBody,
  createPayoutResponse,
  idParams,
  partnerProductionResponse,
  partnerProductionsResponse,
  publishPartnerDesignBody,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN, ADMIN_DIRECT } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'
import * as designs from './partner-designs.admin.service.ts'
import * as payouts from './partner-payouts.admin.service.ts'
import * as production from './partner-production.service.ts'
import * as partners from './partners.admin.service.ts'

const tags = ['admin-partners']

/** Back office of the partner programme (/api/admin): applications, partner designs, ledger and payouts. */
const partnerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  app.get(
    '/partners',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: adminPartnersQuery, response: { 200: adminPartnersResponse } },
    },
    async (req) => partners.listPartners(ctx, req.query),
  )

  app.get(
    '/partners/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, response: { 200: adminPartnerDetailResponse } },
    },
    async (req) => partners.getPartner(ctx, req.params.id),
  )

  for (const [verb, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/partners/:id/${verb}`,
      {
        config: { access: ADMIN },
        schema: { tags, params: idParams, response: { 200: adminPartnerDecisionResponse } },
      },
      async (req) => partners.decidePartner(ctx, await auditActor(req), req.params.id, decision),
    )
    app.post(
      `/partner-designs/:id/${verb}`,
      {
        config: { access: ADMIN },
        schema: { tags, params: idParams, response: { 200: adminPartnerDesignDecisionResponse } },
      },
      async (req) => designs.decidePartnerDesign(ctx, await auditActor(req), req.params.id, decision),
    )
  }

  app.get(
    '/partners/:id/designs',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        params: idParams,
        querystring: adminPartnerDesignsQuery,
        response: { 200: adminPartnerDesignsResponse },
      },
    },
    async (req) => designs.listPartnerDesigns(ctx, req.params.id, req.query),
  )

  app.get(
    '/partners/:id/ledger',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        params: idParams,
        querystring: adminPartnerPageQuery,
        response: { 200: adminPartnerLedgerResponse },
      },
    },
    async (req) => payouts.listLedger(ctx, req.params.id, req.query),
  )

  app.get(
    '/partners/:id/payouts',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        params: idParams,
        querystring: adminPartnerPageQuery,
        response: { 200: adminPartnerPayoutsResponse },
      },
    },
    async (req) => payouts.listPayouts(ctx, req.params.id, req.query),
  )

  app.post(
    '/partners/:id/payouts',
    {
      config: { access: ADMIN_DIRECT },
      schema: { tags, params: idParams, body: createPayoutBody, response: { 201: createPayoutResponse } },
    },
    async (req, reply) => {
      const created = await payouts.createPayout(ctx, await auditActor(req), req.params.id, req.body)
      return reply.code(201).send(created)
    },
  )

  app.get(
    '/partner-designs/:id/production',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, response: { 200: partnerProductionsResponse } },
    },
    async (req) => production.listPartnerProductions(ctx, req.params.id),
  )

  app.post(
    '/partner-designs/:id/production',
    {
      config: { access: ADMIN_DIRECT },
      schema: {
        tags,
        params: idParams,
        body: publishPartnerDesignBody,
        response: { 200: partnerProductionResponse },
      },
    },
    async (req) => production.publishPartnerDesign(ctx, await auditActor(req), req.params.id, req.body),
  )
}

export default partnerAdminRoutes
