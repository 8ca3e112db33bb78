import { z } from 'zod'
import { text } from './common.ts'
import { productCardSchema } from './catalog.ts'

export const heroSectionSchema = z.object({
  title: text().max(200),
  subtitle: text().max(300),
  description: text().max(2000),
})
export type HeroSection = z.infer<typeof heroSectionSchema>

export { DEFAULT_HERO } from './site-defaults.ts'

/** GET /api/site/home */
export const homeResponse = z.object({
  hero: heroSectionSchema,
  logo_url: z.string().nullable(),
  hero_image_url: z.string().nullable(),
  featured: z.array(productCardSchema).max(4),
})
export type HomeResponse = z.infer<typeof homeResponse>
