import type { PageMeta } from './page-renderer.ts'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** JSON inside a script element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

export type HeadOptions = {
  /** The requested URL (path and query). */
  url: string
  /** Makes a site path absolute on the shop's public origin. */
  absolute: (path: string) => string
  /** Keep the page out of search results. */
  noindex: boolean
}

/**
 * The page's head: its title and link card, and for search engines its canonical address (a public
 * page whose subject exists), `noindex` (a private page, a missing subject), and its schema.org JSON-LD.
 */
export function applyHead(html: string, meta: PageMeta | null, { url, absolute, noindex }: HeadOptions) {
  const path = url.split(/[?#]/)[0]!
  const indexable = !noindex && meta?.status !== 404
  const canonical = indexable ? absolute(meta?.canonical ?? path) : null
  const tags = [
    meta ? `<meta property="og:title" content="${escapeHtml(meta.title)}">` : '',
    meta?.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : '',
    meta?.description ? `<meta property="og:description" content="${escapeHtml(meta.description)}">` : '',
    meta?.image ? `<meta property="og:image" content="${escapeHtml(absolute(meta.image))}">` : '',
    meta ? `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">` : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}">` : '',
    noindex || meta?.status === 404 ? '<meta name="robots" content="noindex">' : '',
    ...(indexable ? (meta?.structuredData ?? []) : []).map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
  ].join('')
  let out = html
  if (meta) {
    out = out.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    // The page's own description replaces the shop's default one.
    if (meta.description) out = out.replace(/<meta\s+name="description"[^>]*>\s*/, '')
  }
  return tags ? out.replace('</head>', () => `${tags}</head>`) : out
}
