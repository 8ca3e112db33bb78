import { sql } from 'drizzle-orm'
import {
  AVATAR_MESSAGES as FILE_MESSAGES,
  DESIGN_IMAGE_MAX_BYTES,
  DESIGN_MESSAGES,
  nextVoteWeight,
  type createDesignBody,
  type DesignDetail,
} from '@rdo/contracts'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { communityDesigns, designVoteWeights } from '../../db/schema/community.ts'
import { Invalid } from '../../lib/errors.ts'
import { readSingleFile } from '../../lib/multipart-file.ts'
import type { AppContext } from '../../types.ts'
import { storeImage } from '../files/index.ts'
import { clearCommunityCaches } from './community-cache.ts'
import { loadDesignDetail } from './community.service.ts'

type Storage = AppContext['storage']

const BUCKET = 'designs' as const
/** Largest decoded image accepted (about 6300 × 6300), against decompression bombs. */
const MAX_PIXELS = 40_000_000

/**
 * Uploaded design images are stored under their uploader's id (`designs/<userId>/<month>/<uuid>-<width>.webp`),
 * so a submission can check that each image it names was uploaded by the same person.
 */
const ownerPrefix = (userId: string) => `${userId}/`
const STORED_KEY = /^\d{4}-\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d+\.webp$/

function storageUnder(storage: Storage, prefix: string): Storage {
  return {
    put: (bucket, key, body, contentType) => storage.put(bucket, `${prefix}${key}`, body, contentType),
    get: (bucket, key) => storage.get(bucket, `${prefix}${key}`),
    publicUrl: (bucket, key) => storage.publicUrl(bucket, `${prefix}${key}`),
  }
}

/**
 * One image for the submission form: PNG, JPEG or GIF by its bytes, at most DESIGN_IMAGE_MAX_BYTES,
 * re-encoded to WebP (metadata dropped) in the platform's widths, kept under the uploader's id.
 */
export async function uploadDesignImage(ctx: AppContext, req: FastifyRequest, userId: string) {
  const buffer = await readSingleFile(req, { maxBytes: DESIGN_IMAGE_MAX_BYTES, messages: FILE_MESSAGES })
  const { url } = await storeImage(storageUnder(ctx.storage, ownerPrefix(userId)), BUCKET, buffer, {
    allowed: ['png', 'jpg', 'gif'],
    maxBytes: DESIGN_IMAGE_MAX_BYTES,
    maxPixels: MAX_PIXELS,
  })
  return { url }
}

/** True when `url` is a stored design image this user uploaded. */
export async function isOwnUploadedImage(ctx: AppContext, userId: string, url: string): Promise<boolean> {
  const prefix = ctx.storage.publicUrl(BUCKET, ownerPrefix(userId))
  if (!url.startsWith(prefix)) return false
  const key = url.slice(prefix.length)
  if (!STORED_KEY.test(key)) return false
  const stored = await ctx.storage.get(BUCKET, `${ownerPrefix(userId)}${key}`)
  if (!stored) return false
  stored.body.destroy()
  return true
}

/**
 * A new design, pending review: the first image is the primary one, the others go to the metadata with
 * the reward wallet. The design and its first vote-weight row are written in one transaction.
 */
export async function submitDesign(
  ctx: AppContext,
  userId: string,
  body: z.output<typeof createDesignBody>,
): Promise<DesignDetail> {
  const owned = await Promise.all(body.images.map((url) => isOwnUploadedImage(ctx, userId, url)))
  if (owned.includes(false)) throw new Invalid(DESIGN_MESSAGES.imageNotUploaded, 'IMAGE_NOT_UPLOADED')
  const [primary, ...additional] = body.images as [string, ...string[]]
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityDesigns)
      .values({
        imageUrl: primary,
        style: body.style,
        category: 'apparel',
        designType: body.design_type,
        description: body.title,
        prompt: body.description,
        status: 'pending',
        createdBy: userId,
        metadata: { wallet_address: body.wallet_address ?? null, additional_images: additional },
      })
      .returning({ id: communityDesigns.id })
    await tx
      .insert(designVoteWeights)
      .values({ designId: row!.id, weight: nextVoteWeight(0).toFixed(3), createdAt: sql`now()` })
    return row!.id
  })
  clearCommunityCaches(ctx)
  return (await loadDesignDetail(ctx, id))!
}
