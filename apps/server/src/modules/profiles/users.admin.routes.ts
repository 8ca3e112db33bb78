import { fromNodeHeaders } from 'better-auth/node'
import {
  adminUserDeleteResponse,
  adminUserDesignListResponse,
  adminUserDetailSchema,
  adminUserExportQuery,
  adminUserListQuery,
  adminUserListResponse,
  adminUserOrderListResponse,
  adminUserParams,
  adminUserRoleBody,
  adminUserRowSchema,
  adminUserSubListQuery,
  adminUserTicketListResponse,
  impersonateResponse,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'
import { streamCsv } from '../../lib/csv-export.ts'
import * as service from './users.admin.service.ts'
import * as detail from './users-detail.admin.service.ts'

/** Back office: users (/api/admin/users): list, export, detail with its tabs, role, delete, impersonate. */
const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const tags = ['admin-users']
  const params = adminUserParams

  app.get(
    '/users',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: adminUserListQuery, response: { 200: adminUserListResponse } },
    },
    async (req) => service.listUsers(ctx, req.query),
  )

  app.get(
    '/users/export.csv',
    { config: { access: ADMIN }, schema: { tags, querystring: adminUserExportQuery } },
    async (req, reply) =>
      streamCsv(ctx, reply, {
        name: 'users',
        ...service.exportQuery(req.query),
        columns: service.EXPORT_COLUMNS,
      }),
  )

  app.get(
    '/users/:id',
    { config: { access: ADMIN }, schema: { tags, params, response: { 200: adminUserDetailSchema } } },
    async (req) => detail.getUserDetail(ctx, req.params.id),
  )

  app.patch(
    '/users/:id/role',
    {
      config: { access: ADMIN },
      schema: { tags, params, body: adminUserRoleBody, response: { 200: adminUserRowSchema } },
    },
    async (req) => service.setRole(ctx, await auditActor(req), req.params.id, req.body.role),
  )

  app.delete(
    '/users/:id',
    { config: { access: ADMIN }, schema: { tags, params, response: { 200: adminUserDeleteResponse } } },
    async (req) => service.deleteUser(ctx, await auditActor(req), req.params.id),
  )

  app.get(
    '/users/:id/orders',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        params,
        querystring: adminUserSubListQuery,
        response: { 200: adminUserOrderListResponse },
      },
    },
    async (req) => detail.listUserOrders(ctx, req.params.id, req.query),
  )

  app.get(
    '/users/:id/tickets',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        params,
        querystring: adminUserSubListQuery,
        response: { 200: adminUserTicketListResponse },
      },
    },
    async (req) => detail.listUserTickets(ctx, req.params.id, req.query),
  )

  app.get(
    '/users/:id/designs',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        params,
        querystring: adminUserSubListQuery,
        response: { 200: adminUserDesignListResponse },
      },
    },
    async (req) => detail.listUserDesigns(ctx, req.params.id, req.query),
  )

  // The answer replaces the admin's session cookie with the customer's; the admin's own session is
  // kept aside for POST /api/auth/stop-impersonating.
  app.post(
    '/users/:id/impersonate',
    { config: { access: ADMIN }, schema: { tags, params, response: { 200: impersonateResponse } } },
    async (req, reply) => {
      const actor = await auditActor(req)
      const { user, setCookie } = await service.impersonate(
        ctx,
        actor,
        req.params.id,
        fromNodeHeaders(req.headers),
      )
      req.log.info({ impersonated_by: actor.id, target_user: user.id }, 'impersonation started')
      reply.header('set-cookie', setCookie)
      reply.header('cache-control', 'no-store')
      return { user }
    },
  )
}

export default userAdminRoutes
