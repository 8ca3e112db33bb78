import { z } from 'zod'
import { designStatusSchema } from './community.ts'
import { ticketStatusSchema } from './support.ts'

/** Rule: docs/accounts.md#dashboard */
export const DASHBOARD_MESSAGES = {
  activityFailed: 'Failed to load recent activity',
  passwordUpdated: 'Password updated successfully',
  passwordFailed: 'Failed to reset password',
  loggedOut: 'Logged out successfully',
  logoutFailed: 'Failed to log out',
} as const
export const RECENT_ACTIVITY_LIMIT = 5
export const DASHBOARD_SECTIONS = ['overview', 'activity', 'security', 'wallet'] as const
/** localStorage key that opens one dashboard section once, then is removed. */
export const DASHBOARD_SECTION_KEY = 'dashboardSection'

/** GET /api/dashboard/activity: up to 5 newest per source, each newest first. */
export const dashboardActivityResponse = z.object({
  orders: z
    .array(
      z.object({
        id: z.string(),
        status: z.string(),
        created_at: z.string(),
        total_cents: z.number().int(),
      }),
    )
    .max(RECENT_ACTIVITY_LIMIT),
  tickets: z
    .array(
      z.object({ id: z.string(), subject: z.string(), status: ticketStatusSchema, created_at: z.string() }),
    )
    .max(RECENT_ACTIVITY_LIMIT),
  designs: z
    .array(
      z.object({
        id: z.string(),
        description: z.string(),
        status: designStatusSchema,
        created_at: z.string(),
        votes: z.number().int(),
        net_score: z.number().int(),
        /** A product of the design on sale or being made; null when none. */
        production: z.enum(['making', 'on_sale']).nullable(),
      }),
    )
    .max(RECENT_ACTIVITY_LIMIT),
})
export type DashboardActivity = z.infer<typeof dashboardActivityResponse>
