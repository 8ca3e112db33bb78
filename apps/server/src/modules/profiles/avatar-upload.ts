import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '@rdo/contracts'
import type { FastifyRequest } from 'fastify'
import { Invalid } from '../../lib/errors.ts'
import type { AppContext, SessionUser } from '../../types.ts'
import { storeImage } from '../files/index.ts'
import { setAvatar } from './profiles.service.ts'

/** Stored avatars are 256×256 WebP (the editor crops to 250×250). */
export const AVATAR_STORED_SIZE = 256

const tooLarge = () => new Invalid(`File is larger than ${AVATAR_MAX_BYTES} bytes`, 'FILE_TOO_LARGE')

/**
 * Reads exactly one file from a multipart request. The size is capped while streaming, so an
 * oversized upload is refused without being held in memory.
 */
async function readSingleFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new Invalid(AVATAR_MESSAGES.fileRequired, 'FILE_REQUIRED')
  let buffer: Buffer | null = null
  try {
    for await (const part of req.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 2 } })) {
      if (part.type !== 'file') continue
      if (buffer) throw new Invalid(AVATAR_MESSAGES.tooManyFiles, 'TOO_MANY_FILES')
      buffer = await part.toBuffer()
      if (part.file.truncated) throw tooLarge()
    }
  } catch (err) {
    const code = (err as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    if (code === 'FST_FILES_LIMIT') throw new Invalid(AVATAR_MESSAGES.tooManyFiles, 'TOO_MANY_FILES')
    throw err
  }
  if (!buffer) throw new Invalid(AVATAR_MESSAGES.fileRequired, 'FILE_REQUIRED')
  return buffer
}

/** PNG, JPEG or GIF by their bytes, at most AVATAR_MAX_BYTES; stored square in the avatars bucket. */
export async function uploadAvatar(ctx: AppContext, req: FastifyRequest, user: SessionUser) {
  const buffer = await readSingleFile(req)
  const { url } = await storeImage(ctx.storage, 'avatars', buffer, {
    allowed: ['png', 'jpg', 'gif'],
    maxBytes: AVATAR_MAX_BYTES,
    maxPixels: 25_000_000,
    square: AVATAR_STORED_SIZE,
  })
  return setAvatar(ctx, user, url)
}
