import type { PartnerProjectSummary } from '@rdo/contracts'

export const DASHBOARD_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'designs', label: 'Designs' },
  { value: 'embed', label: 'Embed Store' },
  { value: 'settings', label: 'Settings' },
] as const

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value']

/** `?tab=`; anything unknown is the overview. */
export function parseDashboardTab(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.value === value)?.value ?? 'overview'
}

/** `?project=` when it is one of the caller's projects, else the newest one (the list comes newest first). */
export function selectProject(
  projects: readonly PartnerProjectSummary[],
  requested: string | null,
): PartnerProjectSummary | undefined {
  return projects.find((project) => project.id === requested) ?? projects[0]
}

/**
 * The dashboard's query string after choosing a tab or a project: defaults are left out, and a new
 * project starts on its overview.
 */
export function dashboardSearch(
  current: URLSearchParams,
  change: { tab: DashboardTab } | { project: string },
): URLSearchParams {
  const next = new URLSearchParams(current)
  if ('project' in change) {
    next.set('project', change.project)
    next.delete('tab')
  } else if (change.tab === 'overview') next.delete('tab')
  else next.set('tab', change.tab)
  return next
}
