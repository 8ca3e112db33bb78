import { and, eq, ne, sql } from 'drizzle-orm'
import { USERNAME_MESSAGES, type Profile, type ProfileSummary } from '@rdo/contracts'
import type { preferencesUpdateBody, profileUpdateBody } from '@rdo/contracts'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import { user as authUser } from '../../db/schema/auth.ts'
import { orders } from '../../db/schema/orders.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { supportTickets } from '../../db/schema/support.ts'
import { Conflict, isUniqueViolation } from '../../lib/errors.ts'
import type { AppContext, SessionUser } from '../../types.ts'
import { syncDefaultAddressFromProfile } from './addresses.service.ts'
import { syncMarketingSubscription } from './marketing-sync.ts'
import { toProfileDto } from './profile-dto.ts'

type ProfileRow = typeof profiles.$inferSelect
type ProfileUpdate = z.output<typeof profileUpdateBody>
type PreferencesUpdate = z.output<typeof preferencesUpdateBody>

/** The caller's profile row; created with the defaults when missing, email kept equal to the account's. */
export async function ensureProfile(db: DbOrTx, user: SessionUser): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, user.id))
  if (!row) {
    await db
      .insert(profiles)
      .values({ id: user.id, email: user.email, fullName: user.name || null })
      .onConflictDoNothing()
    const [created] = await db.select().from(profiles).where(eq(profiles.id, user.id))
    return created!
  }
  if (row.email !== user.email) {
    const [synced] = await db
      .update(profiles)
      .set({ email: user.email, updatedAt: sql`now()` })
      .where(eq(profiles.id, user.id))
      .returning()
    return synced!
  }
  return row
}

export async function getOwnProfile(ctx: AppContext, user: SessionUser): Promise<Profile> {
  return toProfileDto(await ensureProfile(ctx.db, user), user.role)
}

/** True when nobody else holds the name, compared lower-cased; the caller's own name counts as free. */
export async function isUsernameAvailable(db: DbOrTx, username: string, userId: string) {
  const [taken] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(sql`lower(${profiles.username}) = lower(${username.trim()})`, ne(profiles.id, userId)))
    .limit(1)
  return !taken
}

export async function updateProfile(
  ctx: AppContext,
  user: SessionUser,
  input: ProfileUpdate,
): Promise<Profile> {
  const before = await ensureProfile(ctx.db, user)
  // Only a real change is mirrored to the subscription (a form re-sending the stored values must not
  // unsubscribe someone who consented at sign-up).
  const marketingChanged =
    !!input.marketing_preferences &&
    JSON.stringify(sortKeys(input.marketing_preferences)) !==
      JSON.stringify(sortKeys(before.marketingPreferences))
  if (input.username && !(await isUsernameAvailable(ctx.db, input.username, user.id))) {
    throw new Conflict(USERNAME_MESSAGES.taken, 'USERNAME_TAKEN')
  }
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const set: Partial<typeof profiles.$inferInsert> = {}
      if (input.full_name !== undefined) set.fullName = input.full_name
      if (input.username !== undefined) set.username = input.username
      if (input.phone_number !== undefined) set.phoneNumber = input.phone_number
      if (input.default_shipping_address !== undefined) {
        set.defaultShippingAddress = input.default_shipping_address
      }
      if (input.notification_preferences) set.notificationPreferences = input.notification_preferences
      if (input.marketing_preferences) set.marketingPreferences = input.marketing_preferences
      if (input.avatar_url === null) set.avatarUrl = null
      const [updated] = await tx
        .update(profiles)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(profiles.id, user.id))
        .returning()
      if (input.full_name !== undefined && input.full_name) {
        await tx.update(authUser).set({ name: input.full_name }).where(eq(authUser.id, user.id))
      }
      if (input.avatar_url === null) {
        await tx.update(authUser).set({ image: null }).where(eq(authUser.id, user.id))
      }
      if (input.default_shipping_address !== undefined) {
        await syncDefaultAddressFromProfile(tx, user.id, input.default_shipping_address)
      }
      if (marketingChanged) {
        await syncMarketingSubscription(tx, updated!, input.marketing_preferences!)
      }
      return updated!
    })
    return toProfileDto(row, user.role)
  } catch (err) {
    // Two people claiming one name at once: the unique index on lower(username) decides.
    if (isUniqueViolation(err, 'profiles_username_lower_idx')) {
      throw new Conflict(USERNAME_MESSAGES.taken, 'USERNAME_TAKEN')
    }
    throw err
  }
}

const sortKeys = (o: object) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)))

/** The /settings page: full name and notification preferences only. */
export function updatePreferences(ctx: AppContext, user: SessionUser, body: PreferencesUpdate) {
  return updateProfile(ctx, user, {
    full_name: body.full_name,
    notification_preferences: body.notification_preferences,
  })
}

export async function setAvatar(ctx: AppContext, user: SessionUser, url: string) {
  await ensureProfile(ctx.db, user)
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ avatarUrl: url, updatedAt: sql`now()` })
      .where(eq(profiles.id, user.id))
    await tx.update(authUser).set({ image: url }).where(eq(authUser.id, user.id))
  })
  return { avatar_url: url }
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString())

/**
 * Orders: every order except abandoned checkouts (pending_payment) and cancelled ones;
 * spent: what paid orders cost, less what was refunded (wholly refunded ones drop out).
 * Support: open means open or in_progress.
 */
export async function getSummary(ctx: AppContext, userId: string): Promise<ProfileSummary> {
  const [o] = await ctx.db
    .select({
      total: sql<number>`count(*) filter (where ${orders.status} not in ('pending_payment', 'cancelled'))::int`,
      spent: sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}) filter (where ${orders.paymentStatus} in ('paid', 'partially_refunded')), 0)::int`,
      last: sql<
        Date | string | null
      >`max(${orders.createdAt}) filter (where ${orders.status} not in ('pending_payment', 'cancelled'))`,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
  const [s] = await ctx.db
    .select({
      total: sql<number>`count(*)::int`,
      open: sql<number>`count(*) filter (where ${supportTickets.status} in ('open', 'in_progress'))::int`,
      last: sql<Date | string | null>`max(${supportTickets.createdAt})`,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
  return {
    orders: { total_orders: o!.total, total_spent_cents: o!.spent, last_order_date: iso(o!.last) },
    support: { total_tickets: s!.total, open_tickets: s!.open, last_ticket_date: iso(s!.last) },
  }
}
