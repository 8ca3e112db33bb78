import {
  ADMIN_SITE_MESSAGES,
  SITE_IMAGE_MAX_BYTES,
  siteImageAltText,
  type SiteImageKey,
} from '@rdo/contracts'
import type { FastifyRequest } from 'fastify'
import { Invalid } from '../../lib/errors.ts'
import type { AuditActor } from '../../lib/audit.ts'
import type { AppContext } from '../../types.ts'
import { storeImage } from '../files/index.ts'
import { setSiteImage } from './site.admin.service.ts'

type ImageKind = Parameters<typeof storeImage>[3]['allowed'][number]

/** What each image accepts, by its bytes. An SVG logo is rasterised (no script reaches a browser). */
const ALLOWED: Record<SiteImageKey, ImageKind[]> = {
  logo: ['png', 'jpg', 'webp', 'svg'],
  hero_image: ['png', 'jpg', 'webp'],
}

const tooLarge = (key: SiteImageKey) =>
  new Invalid(`Image must be at most ${SITE_IMAGE_MAX_BYTES[key] / 1024 / 1024} MB`, 'FILE_TOO_LARGE')

/**
 * Reads one `file` part and an optional `alt_text` field from a multipart request. The size is capped
 * while streaming, so an oversized upload is refused without being held in memory.
 */
async function readUpload(req: FastifyRequest, key: SiteImageKey) {
  if (!req.isMultipart()) throw new Invalid(ADMIN_SITE_MESSAGES.fileRequired, 'FILE_REQUIRED')
  let buffer: Buffer | null = null
  let alt: unknown = ''
  try {
    const parts = req.parts({
      limits: { fileSize: SITE_IMAGE_MAX_BYTES[key], files: 2, fields: 5, fieldSize: 4096 },
    })
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'alt_text') continue
        if (part.valueTruncated) throw new Invalid(ADMIN_SITE_MESSAGES.altTextTooLong)
        alt = part.value
        continue
      }
      if (buffer) throw new Invalid(ADMIN_SITE_MESSAGES.tooManyFiles, 'TOO_MANY_FILES')
      buffer = await part.toBuffer()
      if (part.file.truncated) throw tooLarge(key)
    }
  } catch (err) {
    const code = (err as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(key)
    if (code === 'FST_FILES_LIMIT') throw new Invalid(ADMIN_SITE_MESSAGES.tooManyFiles, 'TOO_MANY_FILES')
    throw err
  }
  if (!buffer) throw new Invalid(ADMIN_SITE_MESSAGES.fileRequired, 'FILE_REQUIRED')
  const altText = siteImageAltText.safeParse(typeof alt === 'string' ? alt : '')
  if (!altText.success) throw new Invalid(altText.error.issues[0]?.message ?? 'Invalid alt text')
  return { buffer, altText: altText.data }
}

/**
 * Checks, re-encodes and stores an uploaded logo or hero image (the platform's image pipeline: magic
 * bytes, size, pixel limit, WebP renditions), then points the site at it.
 */
export async function uploadSiteImage(
  ctx: AppContext,
  req: FastifyRequest,
  actor: AuditActor,
  key: SiteImageKey,
) {
  const { buffer, altText } = await readUpload(req, key)
  const { url } = await storeImage(ctx.storage, 'site', buffer, {
    allowed: ALLOWED[key],
    maxBytes: SITE_IMAGE_MAX_BYTES[key],
    maxPixels: 40_000_000,
  })
  return setSiteImage(ctx, actor, key, { url, alt_text: altText })
}
