import { z } from 'zod'
import { productCardSchema } from './catalog.ts'

export const heroSectionSchema = z.object({
  title: z.string().max(200),
  subtitle: z.string().max(300),
  description: z.string().max(2000),
})
export type HeroSection = z.infer<typeof heroSectionSchema>

/** Brand defaults used when the admin has not edited the hero (spec 1 §2). */
export const DEFAULT_HERO: HeroSection = {
  title: 'Wear the Meme. Hold the Culture.',
  subtitle: 'Limited-edition streetwear for the $RDO community',
  description:
    'Premium drops designed by traders, degens and artists on Solana. Every piece is produced in small runs, and half of merch revenue buys back and burns $RDO.',
}

/** GET /api/site/home */
export const homeResponse = z.object({
  hero: heroSectionSchema,
  logoUrl: z.string().nullable(),
  heroImageUrl: z.string().nullable(),
  featured: z.array(productCardSchema).max(4),
})
export type HomeResponse = z.infer<typeof homeResponse>
