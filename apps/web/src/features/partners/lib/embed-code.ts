/**
 * The embed code as a partner must paste it: a `src` or `href` written as a path of this shop
 * ("/embed/…") would point at the partner's own site there, so it is made absolute with the shop's
 * origin (taken from the embed address the server gives). Absolute addresses are left alone.
 */
export function absoluteEmbedCode(code: string, embedUrl: string): string {
  let origin: string
  try {
    origin = new URL(embedUrl).origin
  } catch {
    return code
  }
  return code.replace(
    /\b(src|href)=(["'])\/(?!\/)/g,
    (_match, attr: string, quote: string) => `${attr}=${quote}${origin}/`,
  )
}
