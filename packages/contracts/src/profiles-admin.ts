import { z } from 'zod'
import { adminListQuery, adminPageOf } from './admin.ts'
import { marketingPreferencesSchema, notificationPreferencesSchema, roleSchema } from './auth.ts'
import { text } from './common.ts'
import { designStatusSchema } from './community.ts'
import { orderStatusSchema, paymentStatusSchema } from './orders.ts'
import { ticketPrioritySchema, ticketStatusSchema } from './support.ts'

/** What the back office says about users: the server's refusals and the screens' toasts. */
export const ADMIN_USER_MESSAGES = {
  notFound: 'User not found',
  notFoundTitle: 'User Not Found',
  unnamed: 'Unnamed User',
  loadFailed: 'Failed to load user data',
  ordersLoadFailed: 'Failed to load orders',
  designsLoadFailed: 'Failed to load designs',
  ticketsLoadFailed: 'Failed to load support tickets',
  roleUpdated: 'User role updated successfully',
  roleUpdateFailed: 'Failed to update user role',
  deleted: 'User deleted successfully',
  deleteFailed: 'Failed to delete user',
  cannotDemoteSelf: 'You cannot remove your own admin role',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotImpersonateAdmin: 'Admins cannot be impersonated',
  cannotImpersonateSelf: 'You cannot impersonate yourself',
  impersonateFailed: 'Failed to impersonate user',
  notImpersonating: 'You are not impersonating anyone',
  notWhileImpersonating: 'Not available while impersonating: only the customer can do this',
  stopImpersonatingFailed: 'Failed to end impersonation',
  notificationSent: 'Notification sent successfully',
  notificationFailed: 'Failed to send notification',
} as const

export const USER_SORTS = ['created_at', 'email', 'name'] as const

/** GET /api/admin/users: search over email and name, a role filter, three sort columns. */
export const adminUserListQuery = adminListQuery.extend({
  sort: z.enum(USER_SORTS).default('created_at'),
  role: roleSchema.optional(),
})
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>

/** GET /api/admin/users/export.csv: the same filters as the list (none means every user). */
export const adminUserExportQuery = adminUserListQuery.pick({ q: true, role: true })

export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  username: z.string().nullable(),
  role: roleSchema,
  avatar_url: z.string().nullable(),
  created_at: z.string(),
})
export type AdminUserRow = z.infer<typeof adminUserRowSchema>
export const adminUserListResponse = adminPageOf(adminUserRowSchema)
export type AdminUserListResponse = z.infer<typeof adminUserListResponse>

/** Path parameter of the user routes: any text, so a malformed id is simply a user that does not exist. */
export const adminUserParams = z.object({ id: text().max(64) })

export const adminUserRoleBody = z.object({ role: roleSchema })
export type AdminUserRoleBody = z.infer<typeof adminUserRoleBody>

export const adminUserDeleteResponse = z.object({ ok: z.literal(true), id: z.string() })

/** The three lists of the detail screen's tabs: newest first by default, paged by the server. */
export const adminUserSubListQuery = adminListQuery
  .omit({ q: true })
  .extend({ sort: z.enum(['created_at']).default('created_at') })
export type AdminUserSubListQuery = z.infer<typeof adminUserSubListQuery>

export const adminUserOrderSchema = z.object({
  id: z.string(),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  total_cents: z.number().int(),
  item_count: z.number().int(),
  created_at: z.string(),
})
export type AdminUserOrder = z.infer<typeof adminUserOrderSchema>

export const adminUserTicketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  status: ticketStatusSchema,
  priority: ticketPrioritySchema,
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminUserTicket = z.infer<typeof adminUserTicketSchema>

export const adminUserDesignSchema = z.object({
  id: z.string(),
  description: z.string(),
  image_url: z.string(),
  status: designStatusSchema,
  votes: z.number().int(),
  created_at: z.string(),
})
export type AdminUserDesign = z.infer<typeof adminUserDesignSchema>

export const adminUserVoteSchema = z.object({
  id: z.string(),
  design_id: z.string(),
  design_description: z.string(),
  created_at: z.string(),
})
export type AdminUserVote = z.infer<typeof adminUserVoteSchema>

export const adminUserOrderListResponse = adminPageOf(adminUserOrderSchema)
export const adminUserTicketListResponse = adminPageOf(adminUserTicketSchema)
export const adminUserDesignListResponse = adminPageOf(adminUserDesignSchema)
export type AdminUserOrderList = z.infer<typeof adminUserOrderListResponse>
export type AdminUserTicketList = z.infer<typeof adminUserTicketListResponse>
export type AdminUserDesignList = z.infer<typeof adminUserDesignListResponse>

/** How many of each kind the detail screen previews. */
export const ADMIN_USER_RECENT_LIMIT = 3
export const ADMIN_USER_WISHLIST_PREVIEW = 5

/**
 * GET /api/admin/users/:id. Orders count every order except unpaid (pending_payment) and cancelled
 * ones, total spent sums the paid ones; open tickets are open or in progress.
 */
export const adminUserDetailSchema = z.object({
  profile: z.object({
    id: z.string(),
    email: z.string(),
    full_name: z.string().nullable(),
    username: z.string().nullable(),
    role: roleSchema,
    avatar_url: z.string().nullable(),
    phone_number: z.string().nullable(),
    wallet_address: z.string().nullable(),
    notification_preferences: notificationPreferencesSchema,
    marketing_preferences: marketingPreferencesSchema,
    created_at: z.string(),
  }),
  orders: z.object({ total_orders: z.number().int(), total_spent_cents: z.number().int() }),
  support: z.object({ total_tickets: z.number().int(), open_tickets: z.number().int() }),
  designs: z.object({ total_designs: z.number().int(), total_votes: z.number().int() }),
  wishlist: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({
        product_id: z.string(),
        name: z.string(),
        slug: z.string(),
        image_url: z.string().nullable(),
        added_at: z.string(),
      }),
    ),
  }),
  recent: z.object({
    orders: z.array(adminUserOrderSchema),
    tickets: z.array(adminUserTicketSchema),
    designs: z.array(adminUserDesignSchema),
    votes: z.array(adminUserVoteSchema),
  }),
})
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>

/** POST /api/admin/users/:id/impersonate: the session cookie now belongs to this user. */
export const impersonateResponse = z.object({ user: z.object({ id: z.string(), email: z.string() }) })
export type ImpersonateResponse = z.infer<typeof impersonateResponse>

/**
 * POST /api/auth/stop-impersonating: the admin's own session is back (`restored`), or, when it ended
 * meanwhile, the impersonation is signed out and the admin signs in again.
 */
export const stopImpersonatingResponse = z.object({ user_id: z.string(), restored: z.boolean() })
export type StopImpersonatingResponse = z.infer<typeof stopImpersonatingResponse>
