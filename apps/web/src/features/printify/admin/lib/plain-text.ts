const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
}

/**
 * A product description as one line of text for a table cell. Printify descriptions are HTML; the cell
 * shows their words, never their markup (and never renders it).
 */
export function plainText(html: string | null | undefined): string {
  if (!html) return ''
  return html
    .replace(/<(br|\/p|\/li|\/div|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity: string, name: string) => {
      const key = name.toLowerCase()
      if (key in ENTITIES) return ENTITIES[key] ?? entity
      const code = key.startsWith('#x')
        ? Number.parseInt(key.slice(2), 16)
        : key.startsWith('#')
          ? Number(key.slice(1))
          : NaN
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}
