import { EMAIL_PERIODS, type EmailPeriod } from '@rdo/contracts/email-messages'

/** The page's two tabs (`?tab=`) and the dashboard's sections (`?view=`); the first of each is the default. */
export const EMAIL_TABS = [
  { value: 'dashboard', label: 'Email Dashboard' },
  { value: 'bulk', label: 'Send Bulk Email' },
] as const
export type EmailTab = (typeof EMAIL_TABS)[number]['value']

export const DASHBOARD_VIEWS = [
  { value: 'overview', label: 'Overview' },
  { value: 'logs', label: 'Email Logs' },
  { value: 'templates', label: 'Templates' },
  { value: 'send', label: 'Send Email' },
] as const
export type DashboardView = (typeof DASHBOARD_VIEWS)[number]['value']

const pick = <T extends string>(options: readonly { value: T }[], value: string | null): T =>
  options.find((o) => o.value === value)?.value ?? options[0]!.value

export const emailTabFrom = (value: string | null): EmailTab => pick(EMAIL_TABS, value)
export const dashboardViewFrom = (value: string | null): DashboardView => pick(DASHBOARD_VIEWS, value)

/** The overview's period from the address bar; the last 7 days unless it names another. */
export function overviewPeriodFrom(value: string | null): EmailPeriod {
  return (EMAIL_PERIODS as readonly string[]).includes(value ?? '') ? (value as EmailPeriod) : 'week'
}

/**
 * The address of a tab or section. Each starts from its own defaults: the log's search, filters and
 * page do not follow the admin to another section.
 */
export function emailTabSearch(tab: EmailTab, view: DashboardView = 'overview'): Record<string, string> {
  if (tab === 'bulk') return { tab: 'bulk' }
  return view === 'overview' ? {} : { view }
}
