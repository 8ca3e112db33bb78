import { PRODUCT_IMAGE_MAX_BYTES } from '@rdo/contracts'
import type { AppContext } from '../../types.ts'
import { storeImage } from '../files/index.ts'
import type { PlannedImage } from './printify-mapping.ts'

/** A Printify image and the shop's own copy of it. */
export type SourceImage = { src: string; url: string }

export const IMAGE_DOWNLOAD_TIMEOUT_MS = 10_000

/** A product image that could not be copied: the product is reported as failed, the others go on. */
export class ImageDownloadError extends Error {}

async function fetchImage(src: string): Promise<Buffer> {
  const url = new URL(src)
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ImageDownloadError(`Image ${src}: not a web address`)
  let lastError = ''
  // One retry: mockup servers occasionally fail a request that works a moment later.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(IMAGE_DOWNLOAD_TIMEOUT_MS) })
      if (!res.ok) {
        await res.body?.cancel()
        lastError = `HTTP ${res.status}`
        if (res.status < 500 && res.status !== 429) break
        continue
      }
      const length = Number(res.headers.get('content-length') ?? 0)
      if (length > PRODUCT_IMAGE_MAX_BYTES) {
        await res.body?.cancel()
        throw new ImageDownloadError(`Image ${src}: larger than ${PRODUCT_IMAGE_MAX_BYTES} bytes`)
      }
      const buffer = Buffer.from(await res.arrayBuffer())
      if (buffer.length > PRODUCT_IMAGE_MAX_BYTES) {
        throw new ImageDownloadError(`Image ${src}: larger than ${PRODUCT_IMAGE_MAX_BYTES} bytes`)
      }
      return buffer
    } catch (err) {
      if (err instanceof ImageDownloadError) throw err
      const e = err as { name?: string; message?: string }
      lastError =
        e?.name === 'TimeoutError'
          ? `no answer within ${IMAGE_DOWNLOAD_TIMEOUT_MS} ms`
          : (e?.message ?? 'network error')
    }
  }
  throw new ImageDownloadError(`Image ${src} could not be downloaded: ${lastError}`)
}

/**
 * The shop's copies of a product's images: the ones already copied from the same source address are
 * reused, the others downloaded and stored through the image pipeline (checked by their bytes,
 * re-encoded to WebP in the platform's widths). Printify's addresses are never shown to shoppers.
 */
export async function downloadImages(
  ctx: AppContext,
  planned: PlannedImage[],
  known: SourceImage[],
): Promise<SourceImage[]> {
  const copies = new Map(known.map((k) => [k.src, k.url]))
  const result: SourceImage[] = []
  for (const { src } of planned) {
    let url = copies.get(src)
    if (!url) {
      const buffer = await fetchImage(src)
      try {
        url = (
          await storeImage(ctx.storage, 'products', buffer, {
            allowed: ['png', 'jpg', 'gif', 'webp'],
            maxBytes: PRODUCT_IMAGE_MAX_BYTES,
            maxPixels: 40_000_000,
          })
        ).url
      } catch (err) {
        throw new ImageDownloadError(`Image ${src}: ${(err as Error).message}`)
      }
      copies.set(src, url)
    }
    result.push({ src, url })
  }
  return result
}
