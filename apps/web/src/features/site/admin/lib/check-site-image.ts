import { SITE_IMAGE_MAX_BYTES, SITE_IMAGE_TYPES, type SiteImageKey } from '@rdo/contracts'

const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
}

/**
 * What is wrong with a chosen file that the browser can already tell (its declared type and its size),
 * in the server's words; null when it may be uploaded. The server still judges the bytes.
 */
export function checkSiteImage(key: SiteImageKey, file: Pick<File, 'type' | 'size'>): string | null {
  if (file.type && !SITE_IMAGE_TYPES[key].includes(file.type)) {
    return `File type must be ${SITE_IMAGE_TYPES[key].map((t) => TYPE_NAMES[t]).join(', ')}`
  }
  if (file.size > SITE_IMAGE_MAX_BYTES[key]) {
    return `Image must be at most ${SITE_IMAGE_MAX_BYTES[key] / 1024 / 1024} MB`
  }
  return null
}
