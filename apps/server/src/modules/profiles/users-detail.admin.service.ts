import { count, desc, eq, sql } from 'drizzle-orm'
import {
  ADMIN_USER_MESSAGES,
  ADMIN_USER_RECENT_LIMIT,
  ADMIN_USER_WISHLIST_PREVIEW,
  type AdminUserDesign,
  type AdminUserDetail,
  type AdminUserOrder,
  type AdminUserSubListQuery,
  type AdminUserTicket,
} from '@rdo/contracts'
import { user } from '../../db/schema/auth.ts'
import { products } from '../../db/schema/catalog.ts'
import { communityDesigns, designVotes } from '../../db/schema/community.ts'
import { orderItems, orders } from '../../db/schema/orders.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { wishlists } from '../../db/schema/reviews.ts'
import { supportTickets } from '../../db/schema/support.ts'
import { isUuid } from '../../lib/access.ts'
import { orderBy, pageWindow, toPage } from '../../lib/admin-list.ts'
import { NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { getSummary } from './profiles.service.ts'
import { asRole, iso, userNotFound } from './users.admin.service.ts'

/** The back office's user page: the person, their numbers, their latest activity and the tab lists. */

/** Ensures the user exists (for the detail screen's lists): a missing one is a 404 like the detail. */
async function requireUser(ctx: AppContext, id: string) {
  if (!isUuid(id)) throw userNotFound()
  const [row] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.id, id))
  if (!row) throw userNotFound()
}

const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})::int`

function userOrders(ctx: AppContext, id: string, limit: number, offset = 0, dir: 'asc' | 'desc' = 'desc') {
  return ctx.db
    .select({
      id: orders.id,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
      itemCount,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, id))
    .orderBy(orderBy(sql`${orders.createdAt}`, dir, sql`${orders.id}`))
    .limit(limit)
    .offset(offset)
    .then((rows) =>
      rows.map((r): AdminUserOrder => ({
        id: r.id,
        status: r.status,
        payment_status: r.paymentStatus,
        total_cents: r.totalCents,
        item_count: r.itemCount,
        created_at: iso(r.createdAt),
      })),
    )
}

function userTickets(ctx: AppContext, id: string, limit: number, offset = 0, dir: 'asc' | 'desc' = 'desc') {
  return ctx.db
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      status: supportTickets.status,
      priority: supportTickets.priority,
      createdAt: supportTickets.createdAt,
      updatedAt: supportTickets.updatedAt,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, id))
    .orderBy(orderBy(sql`${supportTickets.createdAt}`, dir, sql`${supportTickets.id}`))
    .limit(limit)
    .offset(offset)
    .then((rows) =>
      rows.map((r): AdminUserTicket => ({
        id: r.id,
        subject: r.subject,
        status: r.status,
        priority: r.priority,
        created_at: iso(r.createdAt),
        updated_at: iso(r.updatedAt),
      })),
    )
}

function userDesigns(ctx: AppContext, id: string, limit: number, offset = 0, dir: 'asc' | 'desc' = 'desc') {
  return ctx.db
    .select({
      id: communityDesigns.id,
      description: communityDesigns.description,
      imageUrl: communityDesigns.imageUrl,
      status: communityDesigns.status,
      votes: communityDesigns.votes,
      createdAt: communityDesigns.createdAt,
    })
    .from(communityDesigns)
    .where(eq(communityDesigns.createdBy, id))
    .orderBy(orderBy(sql`${communityDesigns.createdAt}`, dir, sql`${communityDesigns.id}`))
    .limit(limit)
    .offset(offset)
    .then((rows) =>
      rows.map((r): AdminUserDesign => ({
        id: r.id,
        description: r.description,
        image_url: r.imageUrl,
        status: r.status,
        votes: r.votes,
        created_at: iso(r.createdAt),
      })),
    )
}

/** The detail screen: profile, the four summaries, the wishlist preview and the latest of each kind. */
export async function getUserDetail(ctx: AppContext, id: string): Promise<AdminUserDetail> {
  const notFound = () => new NotFound(ADMIN_USER_MESSAGES.notFoundTitle)
  if (!isUuid(id)) throw notFound()
  const [row] = await ctx.db
    .select({
      user: { id: user.id, email: user.email, role: user.role, createdAt: user.createdAt },
      profile: profiles,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, id))
  if (!row) throw notFound()
  const recent = ADMIN_USER_RECENT_LIMIT
  const [
    summary,
    [designs],
    [wishCount],
    wishItems,
    recentOrders,
    recentTickets,
    recentDesigns,
    recentVotes,
  ] = await Promise.all([
    getSummary(ctx, id),
    ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        votes: sql<number>`coalesce(sum(${communityDesigns.votes}), 0)::int`,
      })
      .from(communityDesigns)
      .where(eq(communityDesigns.createdBy, id)),
    ctx.db.select({ n: count() }).from(wishlists).where(eq(wishlists.userId, id)),
    ctx.db
      .select({
        productId: products.id,
        name: products.name,
        slug: products.slug,
        imageUrl: products.imageUrl,
        addedAt: wishlists.createdAt,
      })
      .from(wishlists)
      .innerJoin(products, eq(products.id, wishlists.productId))
      .where(eq(wishlists.userId, id))
      .orderBy(desc(wishlists.createdAt), desc(wishlists.id))
      .limit(ADMIN_USER_WISHLIST_PREVIEW),
    userOrders(ctx, id, recent),
    userTickets(ctx, id, recent),
    userDesigns(ctx, id, recent),
    ctx.db
      .select({
        id: designVotes.id,
        designId: designVotes.designId,
        description: communityDesigns.description,
        createdAt: designVotes.createdAt,
      })
      .from(designVotes)
      .innerJoin(communityDesigns, eq(communityDesigns.id, designVotes.designId))
      .where(eq(designVotes.userId, id))
      .orderBy(desc(designVotes.createdAt), desc(designVotes.id))
      .limit(recent),
  ])
  const p = row.profile
  return {
    profile: {
      id: row.user.id,
      email: row.user.email,
      full_name: p?.fullName ?? null,
      username: p?.username ?? null,
      role: asRole(row.user.role),
      avatar_url: p?.avatarUrl ?? null,
      phone_number: p?.phoneNumber ?? null,
      wallet_address: p?.walletAddress ?? null,
      notification_preferences: p?.notificationPreferences ?? { order_updates: true, marketing: false },
      marketing_preferences: p?.marketingPreferences ?? {
        email_newsletter: false,
        order_updates: true,
        promotional_offers: false,
        product_updates: false,
      },
      created_at: iso(p?.createdAt ?? row.user.createdAt),
    },
    orders: {
      total_orders: summary.orders.total_orders,
      total_spent_cents: summary.orders.total_spent_cents,
    },
    support: { total_tickets: summary.support.total_tickets, open_tickets: summary.support.open_tickets },
    designs: { total_designs: designs?.total ?? 0, total_votes: designs?.votes ?? 0 },
    wishlist: {
      count: wishCount?.n ?? 0,
      items: wishItems.map((w) => ({
        product_id: w.productId,
        name: w.name,
        slug: w.slug,
        image_url: w.imageUrl,
        added_at: iso(w.addedAt),
      })),
    },
    recent: {
      orders: recentOrders,
      tickets: recentTickets,
      designs: recentDesigns,
      votes: recentVotes.map((v) => ({
        id: v.id,
        design_id: v.designId,
        design_description: v.description,
        created_at: iso(v.createdAt),
      })),
    },
  }
}

export async function listUserOrders(ctx: AppContext, id: string, query: AdminUserSubListQuery) {
  await requireUser(ctx, id)
  const { limit, offset } = pageWindow(query)
  const [items, [total]] = await Promise.all([
    userOrders(ctx, id, limit, offset, query.dir),
    ctx.db.select({ n: count() }).from(orders).where(eq(orders.userId, id)),
  ])
  return toPage(items, total?.n ?? 0, query)
}

export async function listUserTickets(ctx: AppContext, id: string, query: AdminUserSubListQuery) {
  await requireUser(ctx, id)
  const { limit, offset } = pageWindow(query)
  const [items, [total]] = await Promise.all([
    userTickets(ctx, id, limit, offset, query.dir),
    ctx.db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.userId, id)),
  ])
  return toPage(items, total?.n ?? 0, query)
}

export async function listUserDesigns(ctx: AppContext, id: string, query: AdminUserSubListQuery) {
  await requireUser(ctx, id)
  const { limit, offset } = pageWindow(query)
  const [items, [total]] = await Promise.all([
    userDesigns(ctx, id, limit, offset, query.dir),
    ctx.db.select({ n: count() }).from(communityDesigns).where(eq(communityDesigns.createdBy, id)),
  ])
  return toPage(items, total?.n ?? 0, query)
}
