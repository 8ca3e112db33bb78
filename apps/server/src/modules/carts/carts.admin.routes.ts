import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  cartReminderStatsQuery,
  cartReminderStatsResponse,
  marketingSettingsSchema,
  type CartReminderStats,
} from '@rdo/contracts'
import { sql } from 'drizzle-orm'
import { cartReminders } from '../../db/schema/carts.ts'
import { orders } from '../../db/schema/orders.ts'
import { ADMIN } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'
import type { AppContext } from '../../types.ts'
import { readMarketingSettings, saveMarketingSettings } from './marketing-settings.ts'

/**
 * Reminders sent in the last `days` days; recovered: those followed by an order of the same cart's
 * customer; revenue: what those orders' payments brought in, less refunds.
 */
export async function cartReminderStats(ctx: AppContext, days: number): Promise<CartReminderStats> {
  const { rows } = await ctx.db.execute<{ sent: number; recovered: number; revenue: number }>(sql`
    select count(*)::int as sent, count(${cartReminders.orderId})::int as recovered,
      coalesce(sum(${orders.totalCents} - ${orders.refundedCents})
        filter (where ${orders.paymentStatus} in ('paid', 'partially_refunded')), 0)::int as revenue
    from ${cartReminders} left join ${orders} on ${orders.id} = ${cartReminders.orderId}
    where ${cartReminders.sentAt} >= now() - make_interval(days => ${days}::int)`)
  const row = rows[0]!
  return { days, sent: row.sent, recovered: row.recovered, revenue_cents: row.revenue }
}

/** The marketing settings (abandoned-cart reminders) and the reminders' conversion. */
const cartsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const tags = ['admin-marketing']

  app.get(
    '/marketing/settings',
    { config: { access: ADMIN }, schema: { tags, response: { 200: marketingSettingsSchema } } },
    async () => readMarketingSettings(ctx.db),
  )

  app.put(
    '/marketing/settings',
    {
      config: { access: ADMIN },
      schema: { tags, body: marketingSettingsSchema, response: { 200: marketingSettingsSchema } },
    },
    async (req) => saveMarketingSettings(ctx, await auditActor(req), req.body),
  )

  app.get(
    '/marketing/cart-reminders',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: cartReminderStatsQuery, response: { 200: cartReminderStatsResponse } },
    },
    async (req) => cartReminderStats(ctx, req.query.days),
  )
}

export default cartsAdminRoutes
