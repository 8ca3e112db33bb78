import type { PartnerDesign, PartnerPayout, PartnerProject, PartnerProjectSummary } from '@rdo/contracts'
import type { partnerDesigns, partnerPayouts, partnerProjects } from '../../db/schema/partners.ts'
import { plain } from '../design-rewards/index.ts'

type ProjectRow = typeof partnerProjects.$inferSelect
type DesignRow = typeof partnerDesigns.$inferSelect
type PayoutRow = typeof partnerPayouts.$inferSelect

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function toPartnerProject(row: ProjectRow): PartnerProject {
  return {
    id: row.id,
    name: row.name,
    token_symbol: row.tokenSymbol,
    token_address: row.tokenAddress,
    website_url: row.websiteUrl,
    logo_url: row.logoUrl,
    description: row.description,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    wallet_address: row.walletAddress,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    reviewed_at: iso(row.reviewedAt),
  }
}

export function toPartnerProjectSummary(row: ProjectRow): PartnerProjectSummary {
  return {
    id: row.id,
    name: row.name,
    token_symbol: row.tokenSymbol,
    logo_url: row.logoUrl,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }
}

export function toPartnerDesign(row: DesignRow): PartnerDesign {
  return {
    id: row.id,
    partner_id: row.partnerId,
    title: row.title,
    description: row.description,
    style: row.style,
    image_url: row.imageUrl,
    status: row.status,
    votes: row.votes,
    created_at: row.createdAt.toISOString(),
    reviewed_at: iso(row.reviewedAt),
  }
}

export function toPartnerPayout(row: PayoutRow): PartnerPayout {
  return {
    id: row.id,
    amount_cents: row.amountCents,
    transaction: row.transaction,
    asset: row.asset,
    rate: row.rate === null ? null : plain(row.rate),
    token_amount: row.tokenAmount === null ? null : plain(row.tokenAmount),
    paid_at: iso(row.paidAt),
    created_at: row.createdAt.toISOString(),
  }
}

/** The host of a project's website, for tables and the default embed domain. */
export function websiteHost(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return url
  }
}
