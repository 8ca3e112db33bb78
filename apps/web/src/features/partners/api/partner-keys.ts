/** Query keys of the partner pages; the caller's own data sits under ['partner-projects']. */
export const partnerKeys = {
  projects: ['partner-projects'] as const,
  project: (id: string) => ['partner-projects', id] as const,
  designs: (id: string, page: number) => ['partner-projects', id, 'designs', page] as const,
  embeds: (id: string) => ['partner-projects', id, 'embeds'] as const,
  payouts: (id: string, page: number) => ['partner-projects', id, 'payouts', page] as const,
  stores: ['partner-stores'] as const,
  store: (id: string, type: string, page: number) => ['partner-stores', id, type, page] as const,
}
