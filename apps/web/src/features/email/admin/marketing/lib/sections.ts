export const MARKETING_SECTIONS = ['overview', 'campaigns', 'templates', 'segments', 'subscribers'] as const
export type MarketingSection = (typeof MARKETING_SECTIONS)[number]

export const SECTION_LABELS: Record<MarketingSection, string> = {
  overview: 'Overview',
  campaigns: 'Campaigns',
  templates: 'Templates',
  segments: 'Segments',
  subscribers: 'Subscribers',
}

/** The section named in the address (`section=`), the overview when absent or unknown. */
export const sectionFrom = (value: string | null): MarketingSection =>
  (MARKETING_SECTIONS as readonly string[]).includes(value ?? '') ? (value as MarketingSection) : 'overview'

/**
 * The address of another section: the dashboard's own `tab` stays, the previous section's search,
 * filters and page go (each list starts afresh). The overview is the default, so it is left out.
 */
export function sectionSearch(current: URLSearchParams, section: MarketingSection): URLSearchParams {
  const next = new URLSearchParams()
  const tab = current.get('tab')
  if (tab) next.set('tab', tab)
  if (section !== 'overview') next.set('section', section)
  return next
}
