/** Query keys of the back office's own reads (summary, audit log), which other admin screens invalidate. */
export const adminKeys = {
  all: ['admin'] as const,
  summary: ['admin', 'summary'] as const,
  audit: (query: object) => ['admin', 'audit', query] as const,
}
