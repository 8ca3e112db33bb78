import { AVATAR_ACCEPT, AVATAR_MESSAGES } from '@rdo/contracts'

/** PNG, JPG/JPEG or GIF, one file at a time, with the drop zone's generic messages (docs/accounts.md#avatars). */
export const AVATAR_MIME_TYPES = Object.keys(AVATAR_ACCEPT)
const EXTENSIONS: string[] = Object.values(AVATAR_ACCEPT).flat()

export interface ImageFileRules {
  maxBytes: number
  minBytes?: number
}

export function checkImageFiles(files: File[], { maxBytes, minBytes = 1 }: ImageFileRules): string | null {
  if (files.length === 0) return null
  if (files.length > 1) return AVATAR_MESSAGES.tooManyFiles
  const file = files[0]!
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase()
  // Some systems report no type for a dropped file: then the extension decides.
  const typeOk = file.type ? AVATAR_MIME_TYPES.includes(file.type) : EXTENSIONS.includes(extension)
  if (!typeOk) return `File type must be ${AVATAR_MIME_TYPES.join(', ')}`
  if (file.size > maxBytes) return `File is larger than ${maxBytes} bytes`
  if (file.size < minBytes) return `File is smaller than ${minBytes} bytes`
  return null
}
