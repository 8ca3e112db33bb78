import dns from 'node:dns'
import net from 'node:net'
import { PRODUCT_IMAGE_MAX_BYTES } from '@rdo/contracts'
import { DownloadError, guardedDownload } from '../../lib/guarded-download.ts'
import { isPublicAddress } from '../../lib/public-address.ts'
import type { AppContext } from '../../types.ts'
import { storeImage } from '../files/index.ts'
import type { PlannedImage } from './printify-mapping.ts'

/** A Printify image and the shop's own copy of it. */
export type SourceImage = { src: string; url: string }

export const IMAGE_DOWNLOAD_TIMEOUT_MS = 10_000

/** A product image that could not be copied: the product is reported as failed, the others go on. */
export class ImageDownloadError extends Error {}

/** Redirects an image address may go through (each new address checked again). */
export const IMAGE_MAX_REDIRECTS = 3

/**
 * Which addresses image downloads may reach: public ones only, unless the configured Printify API
 * itself is on this machine or a private network (the stand-in of tests and local work), whose
 * images are served from there too. Rule: docs/printify.md#images
 */
export async function imageAddressPolicy(baseUrl: string): Promise<(ip: string) => boolean> {
  const host = new URL(baseUrl).hostname.replace(/^\[(.*)\]$/, '$1')
  const addresses = net.isIP(host)
    ? [host]
    : await dns.promises.lookup(host, { all: true }).then(
        (found) => found.map((a) => a.address),
        () => [],
      )
  const apiIsLocal = addresses.length > 0 && addresses.every((ip) => !isPublicAddress(ip))
  return apiIsLocal ? () => true : isPublicAddress
}

async function fetchImage(src: string, allowAddress: (ip: string) => boolean): Promise<Buffer> {
  let lastError = ''
  // One retry: mockup servers occasionally fail a request that works a moment later.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await guardedDownload(src, {
        allowAddress,
        maxBytes: PRODUCT_IMAGE_MAX_BYTES,
        timeoutMs: IMAGE_DOWNLOAD_TIMEOUT_MS,
        maxRedirects: IMAGE_MAX_REDIRECTS,
      })
    } catch (err) {
      const e = err instanceof DownloadError ? err : new DownloadError(String(err))
      lastError = e.message
      if (!e.retryable) break
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
  const allowAddress = await imageAddressPolicy(ctx.config.PRINTIFY_BASE_URL)
  for (const { src } of planned) {
    let url = copies.get(src)
    if (!url) {
      const buffer = await fetchImage(src, allowAddress)
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
