import {
  PARTNER_DESIGN_IMAGE_MAX_BYTES,
  PARTNER_LOGO_MAX_BYTES,
  PARTNER_MESSAGES as M,
} from '@rdo/contracts/partner-messages'

/** What one kind of upload accepts: the types, the extensions (for files reported without a type), the size. */
export interface ImageRule {
  types: readonly string[]
  extensions: readonly string[]
  maxBytes: number
  typeMessage: string
  sizeMessage: string
}

/** Project logos: PNG, JPG/JPEG, GIF or SVG, up to 5 MB (the server rasterises SVGs). */
export const LOGO_RULE: ImageRule = {
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'],
  extensions: ['.png', '.jpg', '.jpeg', '.gif', '.svg'],
  maxBytes: PARTNER_LOGO_MAX_BYTES,
  typeMessage: M.logoType,
  sizeMessage: M.logoTooLarge,
}

/** Partner design images: PNG, JPG/JPEG or GIF, up to 10 MB. */
export const DESIGN_IMAGE_RULE: ImageRule = {
  types: ['image/png', 'image/jpeg', 'image/gif'],
  extensions: ['.png', '.jpg', '.jpeg', '.gif'],
  maxBytes: PARTNER_DESIGN_IMAGE_MAX_BYTES,
  typeMessage: M.imageType,
  sizeMessage: M.imageTooLarge,
}

/** The file chooser's `accept`: the types and the extensions. */
export const acceptOf = (rule: ImageRule) => [...rule.types, ...rule.extensions].join(',')

/** The rule's size limit in whole megabytes, for hints. */
export const maxMegabytes = (rule: ImageRule) => Math.round(rule.maxBytes / (1024 * 1024))

/** Why `file` cannot be uploaded under `rule`, or null when it can. */
export function checkImageFile(file: Pick<File, 'name' | 'type' | 'size'>, rule: ImageRule): string | null {
  const dot = file.name.lastIndexOf('.')
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : ''
  // Some systems report no type for a dropped file: then the extension decides.
  const typeOk = file.type ? rule.types.includes(file.type) : rule.extensions.includes(extension)
  if (!typeOk) return rule.typeMessage
  if (file.size > rule.maxBytes) return rule.sizeMessage
  if (file.size < 1) return rule.typeMessage
  return null
}

/** Designs print sharply from this size up; smaller images are allowed with a word of advice. */
export const DESIGN_MIN_PIXELS = 1500

/** Advice for an image smaller than the print guideline, or null when it is large enough. */
export function resolutionAdvice(width: number, height: number, min = DESIGN_MIN_PIXELS): string | null {
  if (width <= 0 || height <= 0 || (width >= min && height >= min)) return null
  return `This image is ${width}×${height} pixels. At least ${min}×${min} pixels prints sharply.`
}
