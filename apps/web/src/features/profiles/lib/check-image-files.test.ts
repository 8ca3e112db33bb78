import { describe, expect, it } from 'vitest'
import { checkImageFiles } from './check-image-files.ts'

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type })

describe('checkImageFiles (avatar drop zone)', () => {
  const rules = { maxBytes: 100 }

  it('accepts one png, jpeg or gif within the size limit', () => {
    expect(checkImageFiles([file('a.png', 'image/png')], rules)).toBeNull()
    expect(checkImageFiles([file('a.jpeg', 'image/jpeg')], rules)).toBeNull()
    expect(checkImageFiles([file('a.gif', 'image/gif')], rules)).toBeNull()
  })

  it('refuses other types with the drop-zone message', () => {
    expect(checkImageFiles([file('a.webp', 'image/webp')], rules)).toBe(
      'File type must be image/png, image/jpeg, image/gif',
    )
    expect(checkImageFiles([file('a.svg', 'image/svg+xml')], rules)).toMatch(/^File type must be/)
  })

  it('falls back to the extension when the browser gives no type', () => {
    expect(checkImageFiles([file('photo.JPG', '')], rules)).toBeNull()
    expect(checkImageFiles([file('notes.txt', '')], rules)).toMatch(/^File type must be/)
  })

  it('refuses more than one file, too large and empty files', () => {
    expect(checkImageFiles([file('a.png', 'image/png'), file('b.png', 'image/png')], rules)).toBe(
      'Too many files',
    )
    expect(checkImageFiles([file('a.png', 'image/png', 101)], rules)).toBe('File is larger than 100 bytes')
    expect(checkImageFiles([file('a.png', 'image/png', 0)], rules)).toBe('File is smaller than 1 bytes')
  })
})
