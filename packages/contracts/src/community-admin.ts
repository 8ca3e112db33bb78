import { z } from 'zod'
import { adminListQuery, adminPageOf } from './admin.ts'
import { text } from './common.ts'
import { ADMIN_DESIGN_MESSAGES } from './community-messages.ts'
import { designCardSchema, designCountsSchema, designDetailSchema, designStatusSchema } from './community.ts'

/** Back office: design review, vote anomalies and comment moderation. */

export const adminDesignListQuery = adminListQuery.extend({
  sort: z.enum(['created_at', 'votes', 'net_score']).default('created_at'),
  status: designStatusSchema.optional(),
})
export type AdminDesignListQuery = z.input<typeof adminDesignListQuery>
export const adminDesignRowSchema = designCardSchema.extend({
  submitter: z.object({ id: z.string(), email: z.string(), name: z.string() }),
})
export type AdminDesignRow = z.infer<typeof adminDesignRowSchema>
export const adminDesignListResponse = adminPageOf(adminDesignRowSchema)
export type AdminDesignListResponse = z.infer<typeof adminDesignListResponse>

export const adminDesignDetailSchema = designDetailSchema.extend({
  submitter: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  wallet_address: z.string().nullable(),
  review_feedback: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  open_anomalies: z.number().int(),
})
export type AdminDesignDetail = z.infer<typeof adminDesignDetailSchema>

/** POST /api/admin/designs/:id/mockup (multipart, one image) → the stored mockup's URL. */
export const adminMockupResponse = z.object({ url: z.string() })
/** POST /api/admin/designs/:id/approve — the mockup replaces the primary image (the old one moves to the extras). */
export const approveDesignBody = z.object({
  mockup_url: text({ error: ADMIN_DESIGN_MESSAGES.mockupRequired })
    .trim()
    .min(1, ADMIN_DESIGN_MESSAGES.mockupRequired)
    .max(500),
})
const feedback = (message: string) =>
  text({ error: message }).trim().min(1, message).max(2000, ADMIN_DESIGN_MESSAGES.feedbackTooLong)
/** POST /api/admin/designs/:id/reject ('Request Changes'). */
export const rejectDesignBody = z.object({
  feedback: feedback(ADMIN_DESIGN_MESSAGES.feedbackRequiredToReject),
})
/** POST /api/admin/designs/:id/feedback — a note to the submitter, status unchanged. */
export const designFeedbackBody = z.object({ feedback: feedback(ADMIN_DESIGN_MESSAGES.feedbackRequired) })

export const voteAnomalySchema = z.object({
  id: z.string(),
  design: z.object({ id: z.string(), description: z.string(), image_url: z.string() }),
  user: z.object({ id: z.string(), email: z.string(), full_name: z.string().nullable() }),
  /** 'vote' or 'dislike' */
  action_type: z.string(),
  reason: z.string(),
  suspicious: z.boolean(),
  /** Whether the vote or dislike it is about still exists (it can be removed). */
  action_present: z.boolean(),
  created_at: z.string(),
})
export type VoteAnomaly = z.infer<typeof voteAnomalySchema>
export const voteAnomalyListQuery = adminListQuery.extend({
  sort: z.enum(['created_at']).default('created_at'),
})
export const voteAnomalyListResponse = adminPageOf(voteAnomalySchema).extend({
  /** Every unresolved flag, whatever the search. */
  suspicious_total: z.number().int(),
})
export type VoteAnomalyListResponse = z.infer<typeof voteAnomalyListResponse>
/** POST /api/admin/vote-anomalies/:id/remove-vote — deletes the flagged vote or dislike, fixes the counters, resolves. */
export const removeAnomalyVoteResponse = z.object({ design_id: z.string(), counts: designCountsSchema })

export const reportedCommentSchema = z.object({
  comment_id: z.string(),
  content: z.string(),
  hidden: z.boolean(),
  created_at: z.string(),
  author: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  design: z.object({ id: z.string(), description: z.string() }),
  report_count: z.number().int(),
  reasons: z.array(z.string()),
  last_reported_at: z.string(),
})
export type ReportedComment = z.infer<typeof reportedCommentSchema>
export const reportedCommentListQuery = adminListQuery.extend({
  sort: z.enum(['last_reported_at', 'report_count']).default('last_reported_at'),
})
export const reportedCommentListResponse = adminPageOf(reportedCommentSchema)
export type ReportedCommentListResponse = z.infer<typeof reportedCommentListResponse>

/** Dashboard "designs" tab counts. */
export const adminDesignSummarySchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  open_anomalies: z.number().int(),
  open_reports: z.number().int(),
})
export type AdminDesignSummary = z.infer<typeof adminDesignSummarySchema>
