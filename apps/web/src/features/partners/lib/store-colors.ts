/**
 * Swatch colours of the partner catalogue's colour names (the store answers with names only). A name
 * not listed here gets a neutral swatch; the name is always written beside it.
 */
const SWATCHES: Record<string, string> = {
  black: '#111114',
  white: '#ffffff',
  navy: '#1f2a44',
  gray: '#8a8a92',
  grey: '#8a8a92',
}

export const NEUTRAL_SWATCH = '#9ca3af'

export function swatchOf(colorName: string): string {
  return SWATCHES[colorName.trim().toLowerCase()] ?? NEUTRAL_SWATCH
}
