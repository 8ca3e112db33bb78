/** Query keys of the email screens; everything sits under the admin area's ['admin']. */
export const emailAdminKeys = {
  all: ['admin', 'email'] as const,
  /** Every period of the overview. */
  overviews: ['admin', 'email', 'overview'] as const,
  overview: (period: string) => ['admin', 'email', 'overview', period] as const,
  /** Every page of the email log, whatever its filters. */
  logs: ['admin', 'email', 'logs'] as const,
  logList: (query: object) => ['admin', 'email', 'logs', query] as const,
  /** Every page of the template list, and the send form's list of active templates. */
  templates: ['admin', 'email', 'templates'] as const,
  templateList: (query: object) => ['admin', 'email', 'templates', query] as const,
}
