/**
 * Uploaded images are stored as WebP in widths 320, 640 and 1200 side by side (`…-1200.webp`);
 * this builds the srcset for such a URL, or nothing for other URLs.
 */
const RENDITION = /-(320|640|1200)\.webp$/
const WIDTHS = [320, 640, 1200]

export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !RENDITION.test(url)) return undefined
  return WIDTHS.map((width) => `${url.replace(RENDITION, `-${width}.webp`)} ${width}w`).join(', ')
}
