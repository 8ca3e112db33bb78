import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '@rdo/contracts'
import type { FastifyRequest } from 'fastify'
import { readSingleFile } from '../../lib/multipart-file.ts'
import type { AppContext, SessionUser } from '../../types.ts'
import { storeImage } from '../files/index.ts'
import { setAvatar } from './profiles.service.ts'

/** Stored avatars are 256×256 WebP (the editor crops to 250×250). */
export const AVATAR_STORED_SIZE = 256

/** PNG, JPEG or GIF by their bytes, at most AVATAR_MAX_BYTES; stored square in the avatars bucket. */
export async function uploadAvatar(ctx: AppContext, req: FastifyRequest, user: SessionUser) {
  const buffer = await readSingleFile(req, { maxBytes: AVATAR_MAX_BYTES, messages: AVATAR_MESSAGES })
  const { url } = await storeImage(ctx.storage, 'avatars', buffer, {
    allowed: ['png', 'jpg', 'gif'],
    maxBytes: AVATAR_MAX_BYTES,
    maxPixels: 25_000_000,
    square: AVATAR_STORED_SIZE,
  })
  return setAvatar(ctx, user, url)
}
