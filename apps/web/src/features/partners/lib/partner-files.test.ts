import { describe, expect, it } from 'vitest'
import { PARTNER_MESSAGES as M } from '@rdo/contracts/partner-messages'
import {
  acceptOf,
  checkImageFile,
  DESIGN_IMAGE_RULE,
  LOGO_RULE,
  maxMegabytes,
  resolutionAdvice,
} from './partner-files'

const MB = 1024 * 1024
const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('partner image checks', () => {
  it('accepts logos in PNG, JPG, GIF and SVG up to 5 MB', () => {
    for (const [name, type] of [
      ['logo.png', 'image/png'],
      ['logo.JPEG', 'image/jpeg'],
      ['logo.gif', 'image/gif'],
      ['logo.svg', 'image/svg+xml'],
    ] as const)
      expect(checkImageFile(file(name, type), LOGO_RULE)).toBeNull()
    expect(checkImageFile(file('logo.png', 'image/png', 5 * MB), LOGO_RULE)).toBeNull()
    expect(checkImageFile(file('logo.png', 'image/png', 5 * MB + 1), LOGO_RULE)).toBe(M.logoTooLarge)
    expect(checkImageFile(file('logo.webp', 'image/webp'), LOGO_RULE)).toBe(M.logoType)
    expect(checkImageFile(file('logo.pdf', 'application/pdf'), LOGO_RULE)).toBe(M.logoType)
  })

  it('accepts design images in PNG, JPG and GIF up to 10 MB, never SVG', () => {
    expect(checkImageFile(file('design.jpg', 'image/jpeg', 10 * MB), DESIGN_IMAGE_RULE)).toBeNull()
    expect(checkImageFile(file('design.jpg', 'image/jpeg', 10 * MB + 1), DESIGN_IMAGE_RULE)).toBe(
      M.imageTooLarge,
    )
    expect(checkImageFile(file('design.svg', 'image/svg+xml'), DESIGN_IMAGE_RULE)).toBe(M.imageType)
  })

  it('decides by the extension when the system reports no type, and refuses empty files', () => {
    expect(checkImageFile(file('logo.svg', ''), LOGO_RULE)).toBeNull()
    expect(checkImageFile(file('design.svg', ''), DESIGN_IMAGE_RULE)).toBe(M.imageType)
    expect(checkImageFile(file('no-extension', ''), LOGO_RULE)).toBe(M.logoType)
    expect(checkImageFile(file('logo.png', 'image/png', 0), LOGO_RULE)).toBe(M.logoType)
  })

  it('tells the chooser and the hint the same rule', () => {
    expect(acceptOf(LOGO_RULE)).toContain('image/svg+xml')
    expect(acceptOf(DESIGN_IMAGE_RULE)).not.toContain('svg')
    expect(maxMegabytes(LOGO_RULE)).toBe(5)
    expect(maxMegabytes(DESIGN_IMAGE_RULE)).toBe(10)
  })

  it('advises at least 1500 by 1500 pixels without refusing smaller images', () => {
    expect(resolutionAdvice(1500, 1500)).toBeNull()
    expect(resolutionAdvice(4000, 3000)).toBeNull()
    expect(resolutionAdvice(1200, 1600)).toBe(
      'This image is 1200×1600 pixels. At least 1500×1500 pixels prints sharply.',
    )
    // Sizes unknown (an image that did not decode): no advice.
    expect(resolutionAdvice(0, 0)).toBeNull()
  })
})
