import {
  AVATAR_MESSAGES as FILE_MESSAGES,
  PARTNER_DESIGN_IMAGE_MAX_BYTES,
  PARTNER_LOGO_MAX_BYTES,
  PARTNER_MESSAGES as M,
} from '@rdo/contracts'
import type { FastifyRequest } from 'fastify'
import sharp from 'sharp'
import { AppError, Invalid } from '../../lib/errors.ts'
import { readSingleFile } from '../../lib/multipart-file.ts'
import type { AppContext } from '../../types.ts'
import { storeImage } from '../files/index.ts'

type Storage = AppContext['storage']

const BUCKET = 'partners' as const
/** Largest decoded image accepted, against decompression bombs. */
const MAX_PIXELS = 40_000_000
/** An SVG logo is drawn at this size on its longest side before the usual renditions are made. */
const SVG_RASTER_PX = 1200
/** A 1200 × 1200 RGBA PNG, whatever the SVG drew. */
const RASTERISED_MAX_BYTES = SVG_RASTER_PX * SVG_RASTER_PX * 4 + 1024 * 1024

type UploadKind = 'logo' | 'design'

/**
 * Partner uploads are stored under their uploader's id and kind
 * (`partners/<userId>/<logo|design>/<month>/<uuid>-<width>.webp`), so an application or a design can
 * check that the file it names was uploaded by the same person for that purpose.
 */
const ownerPrefix = (userId: string, kind: UploadKind) => `${userId}/${kind}/`
const STORED_KEY = /^\d{4}-\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d+\.webp$/

function storageUnder(storage: Storage, prefix: string): Storage {
  return {
    put: (bucket, key, body, contentType) => storage.put(bucket, `${prefix}${key}`, body, contentType),
    get: (bucket, key) => storage.get(bucket, `${prefix}${key}`),
    publicUrl: (bucket, key) => storage.publicUrl(bucket, `${prefix}${key}`),
  }
}

/** The pipeline's generic type and size refusals, in the partner screens' words. */
async function withMessages<T>(messages: { type: string; tooLarge: string }, run: () => Promise<T>) {
  try {
    return await run()
  } catch (err) {
    if (err instanceof AppError && err.code === 'FILE_TYPE') throw new Invalid(messages.type, err.code)
    if (err instanceof AppError && err.code === 'FILE_TOO_LARGE')
      throw new Invalid(messages.tooLarge, err.code)
    throw err
  }
}

/** Whether libvips reads the file as SVG (by its content: an `<svg` root, not the name). */
async function isSvg(buffer: Buffer): Promise<boolean> {
  if (!buffer.length) return false
  try {
    return (await sharp(buffer).metadata()).format === 'svg'
  } catch {
    return false
  }
}

/**
 * An SVG drawn to a PNG by sharp (librsvg): scripts never run and nothing outside the file is fetched,
 * and only the raster is ever stored, so no SVG reaches a browser. Small icons (a 24-unit viewBox) are
 * drawn large enough to stay sharp.
 */
async function rasteriseSvg(svg: Buffer): Promise<Buffer> {
  try {
    const meta = await sharp(svg, { density: 72 }).metadata()
    const longest = Math.max(meta.width ?? 0, meta.height ?? 0)
    if (!longest) throw new Error('no size')
    const density = Math.min(100_000, Math.max(1, (72 * SVG_RASTER_PX) / longest))
    return await sharp(svg, { density, limitInputPixels: MAX_PIXELS }).png().toBuffer()
  } catch {
    throw new Invalid('The image could not be read', 'FILE_UNREADABLE')
  }
}

/**
 * The application's logo: PNG, JPEG, GIF or SVG by its bytes (never the name), at most
 * PARTNER_LOGO_MAX_BYTES; an SVG is rasterised first. Stored as WebP renditions under the uploader.
 */
export async function uploadLogo(ctx: AppContext, req: FastifyRequest, userId: string) {
  return withMessages({ type: M.logoType, tooLarge: M.logoTooLarge }, async () => {
    const buffer = await readSingleFile(req, { maxBytes: PARTNER_LOGO_MAX_BYTES, messages: FILE_MESSAGES })
    // Raster types are checked by their bytes in the image pipeline; an SVG is recognised by its content.
    const svg = await isSvg(buffer)
    const raster = svg ? await rasteriseSvg(buffer) : buffer
    const { url } = await storeImage(storageUnder(ctx.storage, ownerPrefix(userId, 'logo')), BUCKET, raster, {
      allowed: ['png', 'jpg', 'gif'],
      maxBytes: svg ? RASTERISED_MAX_BYTES : PARTNER_LOGO_MAX_BYTES,
      maxPixels: MAX_PIXELS,
    })
    return { logo_url: url }
  })
}

/** A partner design's image: PNG, JPEG or GIF by its bytes, at most PARTNER_DESIGN_IMAGE_MAX_BYTES. */
export async function uploadPartnerDesignImage(ctx: AppContext, req: FastifyRequest, userId: string) {
  return withMessages({ type: M.imageType, tooLarge: M.imageTooLarge }, async () => {
    const buffer = await readSingleFile(req, {
      maxBytes: PARTNER_DESIGN_IMAGE_MAX_BYTES,
      messages: FILE_MESSAGES,
    })
    const { url } = await storeImage(
      storageUnder(ctx.storage, ownerPrefix(userId, 'design')),
      BUCKET,
      buffer,
      {
        allowed: ['png', 'jpg', 'gif'],
        maxBytes: PARTNER_DESIGN_IMAGE_MAX_BYTES,
        maxPixels: MAX_PIXELS,
      },
    )
    return { image_url: url }
  })
}

/** True when `url` is a stored partner upload of this kind that this user made. */
export async function isOwnPartnerUpload(
  ctx: AppContext,
  userId: string,
  kind: UploadKind,
  url: string,
): Promise<boolean> {
  const prefix = ctx.storage.publicUrl(BUCKET, ownerPrefix(userId, kind))
  if (!url.startsWith(prefix)) return false
  const key = url.slice(prefix.length)
  if (!STORED_KEY.test(key)) return false
  const stored = await ctx.storage.get(BUCKET, `${ownerPrefix(userId, kind)}${key}`)
  if (!stored) return false
  stored.body.destroy()
  return true
}
