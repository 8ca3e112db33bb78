import type { ModuleManifest } from '../manifest.ts'

/** Marketing back office: campaigns and their durable sending, templates, segments, subscribers. */
export const marketingModule: ModuleManifest = {
  name: 'marketing',
  adminRoutes: [],
}
