import type { World } from '../route-fixtures.ts'

/**
 * Valid bodies for design review's back-office routes (`METHOD /path` → body), merged into the
 * bad-input test. The path ids are random there, so each answers 404 and writes nothing.
 */
export const samples: Record<string, (w: World) => unknown> = {
  'POST /api/admin/designs/:id/approve': () => ({ mockup_url: '/files/designs/2026-01/mockup-1200.webp' }),
  'POST /api/admin/designs/:id/reject': () => ({ feedback: 'The text is too small to print clearly.' }),
  'POST /api/admin/designs/:id/feedback': () => ({ feedback: 'Try a darker background.' }),
}
