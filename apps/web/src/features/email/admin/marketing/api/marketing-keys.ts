import type { SegmentCriteria } from '@rdo/contracts/email-marketing-admin'

/** Query keys of the marketing screens; everything sits under the admin area's ['admin']. */
export const marketingKeys = {
  all: ['admin', 'marketing'] as const,
  overview: ['admin', 'marketing', 'overview'] as const,
  campaigns: ['admin', 'marketing', 'campaigns'] as const,
  campaignList: (query: object) => ['admin', 'marketing', 'campaigns', 'list', query] as const,
  campaign: (id: string) => ['admin', 'marketing', 'campaigns', 'detail', id] as const,
  templates: ['admin', 'marketing', 'templates'] as const,
  templateList: (query: object) => ['admin', 'marketing', 'templates', 'list', query] as const,
  segments: ['admin', 'marketing', 'segments'] as const,
  segmentList: (query: object) => ['admin', 'marketing', 'segments', 'list', query] as const,
  segmentCount: (criteria: SegmentCriteria) => ['admin', 'marketing', 'segments', 'count', criteria] as const,
  subscribers: ['admin', 'marketing', 'subscribers'] as const,
  subscriberList: (query: object) => ['admin', 'marketing', 'subscribers', 'list', query] as const,
  /** The active email templates offered by the campaign and bulk forms. */
  emailTemplates: ['admin', 'marketing', 'email-templates'] as const,
}

/** A list's API query: page, size and direction, the search and the set filters (no sort: one order). */
export type ListQuery = Record<string, string | number>

/** The choices of a form's select: the first 100, which is all a back office realistically has. */
export const PICKER_QUERY = { page: 1, per_page: 100 } as const
