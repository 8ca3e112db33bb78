import { ADMIN_PRODUCT_MESSAGES as M, PRODUCT_IMAGE_MAX_BYTES } from '@rdo/contracts'
import type { FastifyRequest } from 'fastify'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { Invalid } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { storeImage } from '../files/index.ts'

const tooLarge = () => new Invalid(`File is larger than ${PRODUCT_IMAGE_MAX_BYTES} bytes`, 'FILE_TOO_LARGE')

/** Exactly one file from a multipart request, its size capped while streaming. */
async function readSingleFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new Invalid(M.fileRequired, 'FILE_REQUIRED')
  let buffer: Buffer | null = null
  try {
    for await (const part of req.parts({ limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 2 } })) {
      if (part.type !== 'file') continue
      if (buffer) throw new Invalid(M.tooManyFiles, 'TOO_MANY_FILES')
      buffer = await part.toBuffer()
      if (part.file.truncated) throw tooLarge()
    }
  } catch (err) {
    const code = (err as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    if (code === 'FST_FILES_LIMIT') throw new Invalid(M.tooManyFiles, 'TOO_MANY_FILES')
    throw err
  }
  if (!buffer) throw new Invalid(M.fileRequired, 'FILE_REQUIRED')
  return buffer
}

/**
 * A product photo for the editor: PNG, JPEG, GIF or WebP by its bytes, re-encoded to WebP in the
 * platform's widths (metadata dropped). The product itself changes only when the editor saves.
 */
export async function uploadProductImage(ctx: AppContext, actor: AuditActor, req: FastifyRequest) {
  const buffer = await readSingleFile(req)
  const { url } = await storeImage(ctx.storage, 'products', buffer, {
    allowed: ['png', 'jpg', 'gif', 'webp'],
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    maxPixels: 40_000_000,
  })
  await writeAudit(ctx.db, actor, { action: 'product.image_upload', entity: 'product', after: { url } })
  return { url }
}
