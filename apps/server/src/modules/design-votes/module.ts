import type { ModuleManifest } from '../manifest.ts'
import designCommentRoutes from './comments.routes.ts'
import designVoteRoutes from './votes.routes.ts'

export const designVotesModule: ModuleManifest = {
  name: 'design-votes',
  routes: [designVoteRoutes, designCommentRoutes],
}
