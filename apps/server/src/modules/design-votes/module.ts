import type { ModuleManifest } from '../manifest.ts'

export const designVotesModule: ModuleManifest = { name: 'design-votes', routes: [] }
