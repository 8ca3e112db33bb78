import type { ModuleManifest } from '../manifest.ts'
import { startSeoRuntime } from './seo-runtime.ts'
import seoRoutes from './seo.routes.ts'

/**
 * Search engines: robots.txt and the sitemap (index and files made from the catalogue, community
 * designs, partner stores and information pages). The pages' own canonical links, `noindex` and
 * structured data are put in by the page renderer (plugins/spa.ts) from what the web app's routes say.
 */
export const seoModule: ModuleManifest = { name: 'seo', rootRoutes: [seoRoutes], start: startSeoRuntime }
