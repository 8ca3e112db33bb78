import { sql } from 'drizzle-orm'
import {
  nextVoteWeight,
  type DesignAuthor,
  type DesignCard,
  type DesignDetail,
  type DesignStatus,
  type DesignType,
  type MyDesign,
} from '@rdo/contracts'
import { designProductionOf } from '../../lib/design-production.ts'
import { publicNameOf } from '../../lib/public-name.ts'

/** The card columns of `community_designs d` with its author's public profile fields (`profiles p`). */
export const cardColumns = sql`d.id, d.image_url, d.style, d.status, d.description, d.created_at,
  d.votes, d.dislike_count, d.net_score, d.weighted_score::text as weighted_score, d.created_by,
  p.username, p.full_name, p.avatar_url,
  ${designProductionOf(sql`d.id`)} as production,
  (select pr.slug from products pr where pr.community_design_id = d.id and pr.active) as product_slug`

/** Card columns plus what the design page adds. */
export const detailColumns = sql`${cardColumns}, d.prompt, d.category, d.design_type, d.metadata,
  d.comment_count, d.updated_at`

export type CardRow = {
  id: string
  image_url: string
  style: string | null
  status: DesignStatus
  description: string
  created_at: Date
  votes: number
  dislike_count: number
  net_score: number
  weighted_score: string
  created_by: string
  username: string | null
  full_name: string | null
  avatar_url: string | null
  production: 'making' | 'on_sale' | null
  product_slug: string | null
}

export type DetailRow = CardRow & {
  prompt: string | null
  category: string
  design_type: DesignType
  metadata: { wallet_address?: string | null; additional_images?: unknown } | null
  comment_count: number
  updated_at: Date
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString()

/** The creator as others see them: public name, username and avatar, never the email address. */
export function authorOf(
  row: Pick<CardRow, 'created_by' | 'username' | 'full_name' | 'avatar_url'>,
): DesignAuthor {
  return {
    id: row.created_by,
    display_name: publicNameOf({ username: row.username, fullName: row.full_name }),
    username: row.username,
    avatar_url: row.avatar_url,
  }
}

export function toCard(row: CardRow): DesignCard {
  return {
    id: row.id,
    description: row.description,
    image_url: row.image_url,
    style: row.style,
    status: row.status,
    created_at: iso(row.created_at),
    votes: row.votes,
    dislike_count: row.dislike_count,
    net_score: row.net_score,
    weighted_score: Number(row.weighted_score),
    author: authorOf(row),
    production: row.production ?? null,
    product_slug: row.production === 'on_sale' ? (row.product_slug ?? null) : null,
  }
}

/** The additional images kept in the metadata: strings only, whatever was stored. */
export function additionalImages(metadata: DetailRow['metadata']): string[] {
  const list = metadata?.additional_images
  return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string' && u.length > 0) : []
}

export function toDetail(row: DetailRow): DesignDetail {
  return {
    ...toCard(row),
    prompt: row.prompt,
    category: row.category,
    design_type: row.design_type,
    images: [row.image_url, ...additionalImages(row.metadata)],
    reward_wallet_set: Boolean(row.metadata?.wallet_address),
    current_weight: nextVoteWeight(row.votes),
    comment_count: row.comment_count,
    updated_at: iso(row.updated_at),
  }
}

export function toMyDesign(row: CardRow & { review_feedback: string | null }): MyDesign {
  return { ...toCard(row), review_feedback: row.review_feedback }
}
