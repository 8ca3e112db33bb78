import crypto from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { Invalid } from '../../lib/errors.ts'
import type { Bucket, Storage } from './storage.ts'

export const IMAGE_WIDTHS = [320, 640, 1200] as const
export type ImageKind = 'png' | 'jpg' | 'gif' | 'webp' | 'svg'

const MIME_TO_KIND: Record<string, ImageKind> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
}

export type ImageUploadRules = {
  allowed: ImageKind[]
  maxBytes: number
  /** Largest accepted decoded size, against decompression bombs. */
  maxPixels?: number
  /** Square crop to this size (avatars); otherwise widths of IMAGE_WIDTHS, never upscaled. */
  square?: number
}

/** Detects the real type from the bytes (never the name or the browser's claim). */
export async function detectImageKind(buffer: Buffer): Promise<ImageKind | null> {
  const ft = await fileTypeFromBuffer(buffer)
  if (ft && MIME_TO_KIND[ft.mime]) return MIME_TO_KIND[ft.mime]!
  const head = buffer.subarray(0, 512).toString('utf8').trimStart()
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return 'svg'
  return null
}

const label: Record<ImageKind, string> = { png: 'PNG', jpg: 'JPG', gif: 'GIF', webp: 'WebP', svg: 'SVG' }

/**
 * Checks an uploaded image by its bytes, size and pixel count, re-encodes it to WebP (which drops
 * all metadata) in a few widths and stores them. Returns the URL of the largest rendition; the
 * smaller ones sit beside it as `-320.webp` / `-640.webp`.
 */
export async function storeImage(
  storage: Storage,
  bucket: Bucket,
  buffer: Buffer,
  rules: ImageUploadRules,
): Promise<{ url: string; width: number; height: number }> {
  if (buffer.length > rules.maxBytes) {
    throw new Invalid(`File is larger than ${rules.maxBytes} bytes`, 'FILE_TOO_LARGE')
  }
  if (buffer.length === 0) throw new Invalid('File is smaller than 1 bytes', 'FILE_TOO_SMALL')
  const kind = await detectImageKind(buffer)
  if (!kind || !rules.allowed.includes(kind)) {
    throw new Invalid(`File type must be ${rules.allowed.map((k) => label[k]).join(', ')}`, 'FILE_TYPE')
  }
  const maxPixels = rules.maxPixels ?? 40_000_000
  let input: sharp.Sharp
  let meta: sharp.Metadata
  try {
    // SVG is rasterised here, so no script or external reference ever reaches a browser.
    input = sharp(buffer, {
      limitInputPixels: maxPixels,
      animated: false,
      density: kind === 'svg' ? 144 : undefined,
    })
    meta = await input.metadata()
  } catch {
    throw unreadable()
  }
  if (!meta.width || !meta.height) throw unreadable()
  const base = `${new Date().toISOString().slice(0, 7)}/${crypto.randomUUID()}`

  if (rules.square) {
    const size = rules.square
    const out = await encode(() =>
      input.rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 85 }).toBuffer(),
    )
    const url = await storage.put(bucket, `${base}-${size}.webp`, out, 'image/webp')
    return { url, width: size, height: size }
  }

  // Every rendition is decoded and encoded before any is stored, so a file that breaks halfway
  // (a truncated PNG whose header reads fine) leaves nothing behind.
  const renditions = await encode(() =>
    Promise.all(
      IMAGE_WIDTHS.map((width) =>
        input
          .clone()
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 82, effort: 2 })
          .toBuffer({ resolveWithObject: true })
          .then((r) => ({ width, ...r })),
      ),
    ),
  )
  let url = ''
  let last = { width: meta.width, height: meta.height }
  for (const { width, data, info } of renditions) {
    url = await storage.put(bucket, `${base}-${width}.webp`, data, 'image/webp')
    last = { width: info.width, height: info.height }
  }
  return { url, ...last }
}

const unreadable = () => new Invalid('The image could not be read', 'FILE_UNREADABLE')

/** Decoding happens lazily in sharp: a corrupt body only fails here, after the header was read. */
async function encode<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch {
    throw unreadable()
  }
}
