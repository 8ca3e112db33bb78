import { ADMIN_PRODUCT_MESSAGES as M, PRODUCT_IMAGE_MAX_BYTES } from '@rdo/contracts'
import type { FastifyRequest } from 'fastify'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { readSingleFile } from '../../lib/multipart-file.ts'
import type { AppContext } from '../../types.ts'
import { storeImage } from '../files/index.ts'

/**
 * A product photo for the editor: PNG, JPEG, GIF or WebP by its bytes, re-encoded to WebP in the
 * platform's widths (metadata dropped). The product itself changes only when the editor saves.
 */
export async function uploadProductImage(ctx: AppContext, actor: AuditActor, req: FastifyRequest) {
  const buffer = await readSingleFile(req, { maxBytes: PRODUCT_IMAGE_MAX_BYTES, messages: M })
  const { url } = await storeImage(ctx.storage, 'products', buffer, {
    allowed: ['png', 'jpg', 'gif', 'webp'],
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    maxPixels: 40_000_000,
  })
  await writeAudit(ctx.db, actor, { action: 'product.image_upload', entity: 'product', after: { url } })
  return { url }
}
