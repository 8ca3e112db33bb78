import {
  DESIGN_IMAGE_ACCEPT,
  DESIGN_IMAGE_MAX_BYTES,
  DESIGN_IMAGES_MAX,
  DESIGN_MESSAGES,
} from '@rdo/contracts/community-messages'

/** The types the file chooser offers and the checks accept: PNG, JPG/JPEG and GIF. */
export const DESIGN_IMAGE_MIME_TYPES: readonly string[] = DESIGN_IMAGE_ACCEPT
const EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif']
/** The chooser's `accept`: the types and, for systems that report none, the extensions. */
export const DESIGN_IMAGE_INPUT_ACCEPT = [...DESIGN_IMAGE_MIME_TYPES, ...EXTENSIONS].join(',')

export const designImageTypeMessage = `File type must be ${DESIGN_IMAGE_MIME_TYPES.join(', ')}`
export const designImageSizeMessage = (maxBytes: number) => `File is larger than ${maxBytes} bytes`

/** Why one file cannot be a design image, or null when it can. */
export function checkDesignImage(file: File, maxBytes: number = DESIGN_IMAGE_MAX_BYTES): string | null {
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase()
  // Some systems report no type for a dropped file: then the extension decides.
  const typeOk = file.type ? DESIGN_IMAGE_MIME_TYPES.includes(file.type) : EXTENSIONS.includes(extension)
  if (!typeOk) return designImageTypeMessage
  if (file.size > maxBytes) return designImageSizeMessage(maxBytes)
  if (file.size < 1) return 'File is smaller than 1 bytes'
  return null
}

export interface AddedImages {
  /** The files that join the list, in the order given. */
  accepted: File[]
  /** One message per kind of problem, in the order met. */
  errors: string[]
}

/**
 * Which of `incoming` may join `currentCount` images already chosen: files of the wrong type or size
 * are refused with their message, and valid files beyond the maximum are dropped with
 * 'Maximum 5 images allowed'.
 */
export function addDesignImages(
  currentCount: number,
  incoming: File[],
  { max = DESIGN_IMAGES_MAX, maxBytes = DESIGN_IMAGE_MAX_BYTES }: { max?: number; maxBytes?: number } = {},
): AddedImages {
  const errors = new Set<string>()
  const valid: File[] = []
  for (const file of incoming) {
    const problem = checkDesignImage(file, maxBytes)
    if (problem) errors.add(problem)
    else valid.push(file)
  }
  const room = Math.max(0, max - currentCount)
  if (valid.length > room) errors.add(DESIGN_MESSAGES.tooManyImages)
  return { accepted: valid.slice(0, room), errors: [...errors] }
}

/** The list with the item at `index` moved to the front (it becomes the primary image). */
export function makePrimary<T>(items: readonly T[], index: number): T[] {
  if (index <= 0 || index >= items.length) return [...items]
  const next = [...items]
  const [item] = next.splice(index, 1)
  return [item!, ...next]
}
