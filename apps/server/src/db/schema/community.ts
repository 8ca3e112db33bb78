import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { COMMENT_REPORT_STATUSES, DESIGN_STATUSES, DESIGN_TYPES } from '@rdo/contracts'
import { user } from './auth.ts'

export const designType = pgEnum('design_type', DESIGN_TYPES)
export const designStatus = pgEnum('design_status', DESIGN_STATUSES)
export const commentReportStatus = pgEnum('comment_report_status', COMMENT_REPORT_STATUSES)

export type DesignMetadata = {
  wallet_address: string | null
  additional_images: string[]
  [key: string]: unknown
}

export const communityDesigns = pgTable(
  'community_designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imageUrl: text('image_url').notNull(),
    style: text('style'),
    category: text('category').notNull().default('apparel'),
    designType: designType('design_type').notNull().default('graphic'),
    // the title
    description: text('description').notNull(),
    // the long description
    prompt: text('prompt'),
    status: designStatus('status').notNull().default('pending'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    votes: integer('votes').notNull().default(0),
    dislikeCount: integer('dislike_count').notNull().default(0),
    netScore: integer('net_score').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    weightedScore: numeric('weighted_score', { precision: 12, scale: 2 }).notNull().default('0'),
    metadata: jsonb('metadata')
      .$type<DesignMetadata>()
      .notNull()
      .default({ wallet_address: null, additional_images: [] }),
    // The reviewers' latest words to the submitter (a change request or plain feedback).
    reviewFeedback: text('review_feedback'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('community_designs_description_check', sql`char_length(${t.description}) <= 100`),
    check('community_designs_prompt_check', sql`char_length(${t.prompt}) <= 500`),
    check('community_designs_votes_check', sql`${t.votes} >= 0 and ${t.dislikeCount} >= 0`),
    index('community_designs_net_score_idx').on(
      t.netScore.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index('community_designs_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('community_designs_status_votes_idx').on(t.status, t.votes.desc().nullsFirst()),
    index('community_designs_created_by_idx').on(t.createdBy, t.createdAt.desc().nullsFirst()),
    // Production Ready: approved with net score at the threshold, by votes.
    index('community_designs_production_idx')
      .on(t.votes.desc().nullsFirst(), t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} = 'approved' and ${t.netScore} >= 500`),
    // Controversial: over 10 votes and over 5 dislikes, most disliked first.
    index('community_designs_controversial_idx')
      .on(t.dislikeCount.desc().nullsFirst(), t.votes.desc().nullsFirst(), t.createdAt.desc().nullsFirst())
      .where(sql`${t.votes} > 10 and ${t.dislikeCount} > 5`),
    index('community_designs_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  ],
)

export const designVotes = pgTable(
  'design_votes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designId: uuid('design_id')
      .notNull()
      .references(() => communityDesigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    weight: numeric('weight', { precision: 6, scale: 3 }).notNull().default('1'),
    ipHash: text('ip_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('design_votes_design_user_unique').on(t.designId, t.userId),
    index('design_votes_user_created_idx').on(t.userId, t.createdAt),
    index('design_votes_design_created_idx').on(t.designId, t.createdAt),
    // Trending reads the last 7 days of votes.
    index('design_votes_created_idx').on(t.createdAt),
    // The shared-address anomaly check: one design's recent actions from one address hash.
    index('design_votes_design_ip_idx').on(t.designId, t.ipHash, t.createdAt),
  ],
)

export const designDislikes = pgTable(
  'design_dislikes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designId: uuid('design_id')
      .notNull()
      .references(() => communityDesigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ipHash: text('ip_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('design_dislikes_design_user_unique').on(t.designId, t.userId),
    index('design_dislikes_user_created_idx').on(t.userId, t.createdAt),
    index('design_dislikes_design_created_idx').on(t.designId, t.createdAt),
    index('design_dislikes_created_idx').on(t.createdAt),
    index('design_dislikes_design_ip_idx').on(t.designId, t.ipHash, t.createdAt),
  ],
)

export const designVoteWeights = pgTable(
  'design_vote_weights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designId: uuid('design_id')
      .notNull()
      .references(() => communityDesigns.id, { onDelete: 'cascade' }),
    weight: numeric('weight', { precision: 6, scale: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('design_vote_weights_design_created_idx').on(t.designId, t.createdAt.desc().nullsFirst())],
)

export const designComments = pgTable(
  'design_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designId: uuid('design_id')
      .notNull()
      .references(() => communityDesigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    // Hidden by a moderator after reports: kept for the record, never shown.
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('design_comments_content_check', sql`char_length(${t.content}) between 1 and 2000`),
    index('design_comments_design_created_idx').on(t.designId, t.createdAt),
    index('design_comments_user_idx').on(t.userId),
  ],
)

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => designComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'comment_likes_pk', columns: [t.commentId, t.userId] }),
    index('comment_likes_user_idx').on(t.userId),
  ],
)

export const commentReports = pgTable(
  'comment_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => designComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    status: commentReportStatus('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('comment_reports_comment_user_unique').on(t.commentId, t.userId),
    index('comment_reports_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('comment_reports_comment_idx').on(t.commentId),
  ],
)

export const voteAnomalyDetection = pgTable(
  'vote_anomaly_detection',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designId: uuid('design_id')
      .notNull()
      .references(() => communityDesigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // 'vote' or 'dislike'
    actionType: text('action_type').notNull(),
    reason: text('reason').notNull(),
    suspicious: boolean('suspicious').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vote_anomaly_detection_suspicious_created_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.suspicious}`),
    index('vote_anomaly_detection_design_idx').on(t.designId),
  ],
)
