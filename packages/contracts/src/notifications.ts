import { z } from 'zod'
import { jsonObject, text } from './common.ts'

/** Types the UI has an icon for; any other string is rendered as a generic notification. */
export const KNOWN_NOTIFICATION_TYPES = [
  'order_status',
  'order_shipped',
  'order_delivered',
  'support_reply',
  'product_restock',
  'price_drop',
  'drop_open',
  'marketing',
  'system',
] as const
export type KnownNotificationType = (typeof KNOWN_NOTIFICATION_TYPES)[number]

export const NOTIFICATION_LIST_SIZE = 10

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
  data: z.record(z.string(), z.unknown()).default({}),
})
export type Notification = z.infer<typeof notificationSchema>

/** GET /api/notifications: the newest ten and the total unread count. */
export const notificationListResponse = z.object({
  items: z.array(notificationSchema).max(NOTIFICATION_LIST_SIZE),
  unread_count: z.number().int().nonnegative(),
})
export type NotificationListResponse = z.infer<typeof notificationListResponse>

/** POST /api/notifications/read */
export const markNotificationsReadBody = z.object({ ids: z.array(z.uuid()).min(1).max(100) })
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBody>

/** Name of the server-sent event carrying one new notification as JSON. */
export const NOTIFICATION_EVENT = 'notification'

export const NOTIFICATION_MESSAGES = {
  received: 'New notification received',
  allRead: 'All notifications marked as read',
  markFailed: 'Failed to mark notifications as read',
  empty: 'No notifications',
} as const

/** POST /api/admin/notifications: an admin sends one notification to a user; it arrives live. */
export const adminSendNotificationBody = z.object({
  user_id: z.uuid(),
  type: text().trim().min(1).max(50),
  title: text().trim().min(1, 'Title is required').max(200),
  message: text().trim().min(1, 'Message is required').max(2000),
  // An in-shop path or an http(s) address; never a script URL.
  link: text()
    .trim()
    .max(500)
    .regex(/^(\/(?!\/)|https?:\/\/)/, 'Link must be a path like /orders or an http(s) address')
    .optional(),
  data: jsonObject().optional(),
})
export type AdminSendNotificationBody = z.input<typeof adminSendNotificationBody>
export const adminSendNotificationResponse = z.object({ notification: notificationSchema })
