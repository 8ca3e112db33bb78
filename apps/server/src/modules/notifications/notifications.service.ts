import { and, count, desc, eq, inArray } from 'drizzle-orm'
import {
  NOTIFICATION_LIST_SIZE,
  type AdminSendNotificationBody,
  type Notification,
  type NotificationListResponse,
} from '@rdo/contracts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { user } from '../../db/schema/auth.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'

export function toNotificationDto(n: typeof notifications.$inferSelect): Notification {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    link: n.link,
    read: n.read,
    created_at: n.createdAt.toISOString(),
    data: n.data ?? {},
  }
}

/** The bell: the user's ten newest and how many of all their notifications are unread. */
export async function listNotifications(
  ctx: AppContext,
  { userId }: { userId: string },
): Promise<NotificationListResponse> {
  const [rows, [unread]] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_SIZE),
    ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
  ])
  return { items: rows.map(toNotificationDto), unread_count: unread?.n ?? 0 }
}

/** Marks the given notifications read; ids of other users' notifications are silently ignored. */
export async function markRead(ctx: AppContext, { userId, ids }: { userId: string; ids: string[] }) {
  await ctx.db
    .update(notifications)
    .set({ read: true })
    .where(
      and(eq(notifications.userId, userId), inArray(notifications.id, ids), eq(notifications.read, false)),
    )
}

export async function markAllRead(ctx: AppContext, { userId }: { userId: string }) {
  await ctx.db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
}

/**
 * Admin "send notification". The insert is all it takes to deliver it live: a database trigger
 * publishes every new notification to the owner's realtime stream on every server instance.
 */
export async function sendNotification(
  ctx: AppContext,
  { actor, input }: { actor: AuditActor; input: AdminSendNotificationBody },
): Promise<Notification> {
  return ctx.db.transaction(async (tx) => {
    const [recipient] = await tx.select({ id: user.id }).from(user).where(eq(user.id, input.user_id))
    if (!recipient) throw new NotFound('User not found')
    const [row] = await tx
      .insert(notifications)
      .values({
        userId: recipient.id,
        type: input.type,
        title: input.title,
        message: input.message,
        link: input.link ?? null,
        data: input.data ?? {},
      })
      .returning()
    const dto = toNotificationDto(row!)
    await writeAudit(tx, actor, {
      action: 'notification.send',
      entity: 'notifications',
      entityId: dto.id,
      after: {
        user_id: recipient.id,
        type: dto.type,
        title: dto.title,
        message: dto.message,
        link: dto.link,
      },
    })
    return dto
  })
}
