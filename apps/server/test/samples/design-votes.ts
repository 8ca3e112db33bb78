import type { World } from '../route-fixtures.ts'

/** Valid bodies for the community design comment routes (`METHOD /path` → body), merged into the bad-input test. */
export const samples: Record<string, (w: World) => unknown> = {
  'POST /api/community-designs/:id/comments': () => ({ content: 'Love the colourway' }),
  'POST /api/community-designs/comments/:commentId/report': () => ({ reason: 'Spam' }),
}
