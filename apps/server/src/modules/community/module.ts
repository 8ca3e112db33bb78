import type { ModuleManifest } from '../manifest.ts'

export const communityModule: ModuleManifest = { name: 'community', routes: [] }
