import type { World } from '../route-fixtures.ts'

/** Valid bodies for this domain's back-office routes (`METHOD /path` → body), merged into the bad-input test. */
export const samples: Record<string, (w: World) => unknown> = {
  'PUT /api/admin/site/settings': () => ({
    hero: { title: 'Drop 8 is live', subtitle: 'Only 100 pieces', description: 'Heavyweight cotton.' },
  }),
}
