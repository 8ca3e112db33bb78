import { z } from 'zod'
import { text } from './common.ts'

/** Texts of the back office's site settings (logo, hero image and the home page's hero text). */
export const ADMIN_SITE_MESSAGES = {
  loadFailed: 'Failed to load settings',
  saved: 'Settings saved successfully',
  saveFailed: 'Failed to save settings',
  imageUploaded: 'Image uploaded successfully',
  imageUploadFailed: 'Failed to upload image',
  imageReset: 'Image reset to the default',
  imageResetFailed: 'Failed to reset image',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 120 characters',
  subtitleTooLong: 'Subtitle must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 1000 characters',
  altTextTooLong: 'Alt text must be at most 200 characters',
  fileRequired: 'Please choose an image to upload',
  tooManyFiles: 'Upload one image at a time',
} as const

/** The images an admin can replace: the shop's logo and the home page's hero image. */
export const SITE_IMAGE_KEYS = ['logo', 'hero_image'] as const
export const siteImageKeySchema = z.enum(SITE_IMAGE_KEYS)
export type SiteImageKey = z.infer<typeof siteImageKeySchema>

/** Recommended pixel sizes, shown next to each upload. */
export const SITE_IMAGE_RECOMMENDED = { logo: '200x50', hero_image: '1920x1080' } as const
/** Largest accepted upload per image (checked while streaming, before decoding). */
export const SITE_IMAGE_MAX_BYTES: Record<SiteImageKey, number> = {
  logo: 2 * 1024 * 1024,
  hero_image: 10 * 1024 * 1024,
}
/** File kinds per image, judged by the bytes; an SVG logo is rasterised on upload. */
export const SITE_IMAGE_TYPES: Record<SiteImageKey, readonly string[]> = {
  logo: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
  hero_image: ['image/png', 'image/jpeg', 'image/webp'],
}

export const HERO_LIMITS = { title: 120, subtitle: 200, description: 1000 } as const

/**
 * The home page's hero text as the admin edits it. A blank subtitle or description shows the brand's
 * default on the home page.
 */
export const heroSettingsSchema = z.object({
  title: text({ error: ADMIN_SITE_MESSAGES.titleRequired })
    .trim()
    .min(1, ADMIN_SITE_MESSAGES.titleRequired)
    .max(HERO_LIMITS.title, ADMIN_SITE_MESSAGES.titleTooLong),
  subtitle: text().trim().max(HERO_LIMITS.subtitle, ADMIN_SITE_MESSAGES.subtitleTooLong).default(''),
  description: text().trim().max(HERO_LIMITS.description, ADMIN_SITE_MESSAGES.descriptionTooLong).default(''),
})
export type HeroSettings = z.infer<typeof heroSettingsSchema>

/** PUT /api/admin/site/settings */
export const siteSettingsUpdateBody = z.object({ hero: heroSettingsSchema })
export type SiteSettingsUpdateBody = z.input<typeof siteSettingsUpdateBody>

/** The optional `alt_text` field of an image upload (multipart). */
export const siteImageAltText = text()
  .trim()
  .max(200, ADMIN_SITE_MESSAGES.altTextTooLong)
  .transform((v) => v || null)

/** POST and DELETE /api/admin/site/images/:key */
export const siteImageParams = z.object({ key: siteImageKeySchema })

export const siteImageSchema = z.object({ url: z.string(), alt_text: z.string().nullable() })
export type SiteImage = z.infer<typeof siteImageSchema>

/**
 * GET /api/admin/site/settings, and the answer of every settings change: the hero as the home page
 * shows it, the uploaded images (null: the default is shown) and the recommended sizes.
 */
export const siteSettingsResponse = z.object({
  hero: z.object({ title: z.string(), subtitle: z.string(), description: z.string() }),
  images: z.object({ logo: siteImageSchema.nullable(), hero_image: siteImageSchema.nullable() }),
  recommended: z.object({ logo: z.literal('200x50'), hero_image: z.literal('1920x1080') }),
})
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponse>
