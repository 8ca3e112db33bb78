/** Query keys of the design review screens; everything sits under the admin area's ['admin']. */
export const designKeys = {
  all: ['admin', 'designs'] as const,
  lists: ['admin', 'designs', 'list'] as const,
  list: (query: object) => ['admin', 'designs', 'list', query] as const,
  detail: (id: string) => ['admin', 'designs', 'detail', id] as const,
  summary: ['admin', 'designs', 'summary'] as const,
  anomalies: ['admin', 'vote-anomalies'] as const,
  anomalyList: (query: object) => ['admin', 'vote-anomalies', query] as const,
  reports: ['admin', 'comment-reports'] as const,
  reportList: (query: object) => ['admin', 'comment-reports', query] as const,
}
