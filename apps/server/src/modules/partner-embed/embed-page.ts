import crypto from 'node:crypto'
import {
  PARTNER_MESSAGES as M,
  PARTNER_STORE_CATALOGUE,
  PARTNER_STORE_FILTERS,
  type PartnerStoreFilter,
  type PartnerStoreResponse,
} from '@rdo/contracts'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

const RENDITION = /-(320|640|1200)\.webp$/
/** The 320-pixel rendition of an uploaded image when there is one: embed cards are small. */
const smallImage = (url: string) => (RENDITION.test(url) ? url.replace(RENDITION, '-320.webp') : url)

const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#111;--muted:#6b6b76;--line:#e4e4ea;--card:#fafafa;--accent:#6d28d9;--accent-fg:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#0b0b10;--fg:#f4f4f5;--muted:#a1a1aa;--line:#27272f;--card:#15151c;--accent:#a78bfa;--accent-fg:#0b0b10}}
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}
a{color:inherit}
header{display:flex;align-items:center;gap:.75rem;padding:.75rem 1rem;border-bottom:1px solid var(--line)}
header img{width:40px;height:40px;border-radius:8px;object-fit:cover;background:var(--card)}
header h1{font-size:1rem;margin:0}
header p{margin:0;color:var(--muted);font-size:.8rem}
nav{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:space-between;padding:.75rem 1rem}
nav div{display:flex;flex-wrap:wrap;gap:.25rem}
nav a{padding:.3rem .7rem;border:1px solid var(--line);border-radius:999px;text-decoration:none;font-size:.8rem}
nav a[aria-current]{background:var(--fg);color:var(--bg);border-color:var(--fg)}
ul{list-style:none;margin:0;padding:0 1rem 1rem;display:grid;gap:.75rem;grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}
ul.list{grid-template-columns:1fr}
li{border:1px solid var(--line);border-radius:10px;overflow:hidden;background:var(--card);display:flex;flex-direction:column}
ul.list li{flex-direction:row}
li img{width:100%;height:auto;aspect-ratio:1;object-fit:cover;display:block;background:var(--line)}
ul.list li img{width:96px;height:96px;flex:none}
.info{padding:.6rem;display:flex;flex-direction:column;gap:.35rem;flex:1}
.name{font-weight:600;margin:0;font-size:.85rem}
.meta{color:var(--muted);font-size:.75rem;margin:0}
.price{font-weight:700;font-variant-numeric:tabular-nums}
form{display:flex;gap:.35rem;margin-top:auto}
select,button{font:inherit;font-size:.8rem;border-radius:6px;padding:.3rem .4rem}
select{border:1px solid var(--line);background:var(--bg);color:var(--fg);min-width:0;flex:1}
button{border:0;background:var(--accent);color:var(--accent-fg);font-weight:600;cursor:pointer}
:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.pages{display:flex;justify-content:center;gap:1rem;padding:0 1rem 1rem}
.empty{padding:2rem 1rem;text-align:center;color:var(--muted)}
footer{border-top:1px solid var(--line);padding:.6rem 1rem;font-size:.75rem;color:var(--muted);display:flex;justify-content:space-between;gap:.5rem;flex-wrap:wrap}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
`

const STYLE_HASH = `'sha256-${crypto.createHash('sha256').update(STYLE).digest('base64')}'`

/**
 * The embed's policy: no scripts at all, its one stylesheet by hash, images from this site (and the
 * file store), forms only to this site, framed only by the partner's allowed hosts (none: not framed).
 * A host without a scheme matches the embed's own scheme (https in production), with its port if given.
 */
export function embedCsp(allowedHosts: string[], imageOrigins: string[] = []): string {
  const ancestors = allowedHosts.length ? allowedHosts.join(' ') : "'none'"
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `img-src 'self' data: ${imageOrigins.join(' ')}`.trim(),
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
  ].join('; ')
}

const FILTER_LABELS: Record<PartnerStoreFilter, string> = {
  all: 'All',
  tshirt: 'T-Shirts',
  hoodie: 'Hoodies',
  hat: 'Hats',
}

type View = 'grid' | 'list'

function href(base: string, type: PartnerStoreFilter, view: View, page = 1) {
  const q = new URLSearchParams()
  if (type !== 'all') q.set('type', type)
  if (view !== 'grid') q.set('view', view)
  if (page > 1) q.set('page', String(page))
  const s = q.toString()
  return s ? `${base}?${s}` : base
}

function shell(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`
}

/** "Store Not Found": an unknown, pending or rejected partner. */
export function embedNotFoundPage() {
  return shell(
    M.embedNotFound,
    `<main class="empty"><h1>${escapeHtml(M.embedNotFound)}</h1><p>This store is not available.</p></main>
<footer><span>Powered by <a href="/" target="_blank" rel="noopener">RDO Shop</a></span></footer>`,
  )
}

/**
 * The compact store: filter and view as plain links, one small form per item whose Buy opens the shop's
 * cart in a new tab with that item added (`/cart?add=…`). No scripts, one request per view.
 */
export function embedStorePage(data: PartnerStoreResponse, type: PartnerStoreFilter, view: View) {
  const { store, products } = data
  const base = `/embed/${store.id}`
  const pages = Math.max(1, Math.ceil(data.total / data.per_page))
  const filters = PARTNER_STORE_FILTERS.map(
    (key) =>
      `<a href="${escapeHtml(href(base, key, view))}"${key === type ? ' aria-current="page"' : ''}>${FILTER_LABELS[key]}</a>`,
  ).join('')
  const views = (['grid', 'list'] as const)
    .map(
      (v) =>
        `<a href="${escapeHtml(href(base, type, v))}"${v === view ? ' aria-current="true"' : ''}>${v === 'grid' ? 'Grid' : 'List'}<span class="sr"> view</span></a>`,
    )
    .join('')
  const items = products
    .map((p, i) => {
      const label = `${p.name} (${p.color})`
      const sizes =
        p.sizes.length > 1
          ? `<label class="sr" for="s${i}">Size for ${escapeHtml(label)}</label><select id="s${i}" name="size" required><option value="">Size</option>${p.sizes
              .map((s) => `<option>${escapeHtml(s)}</option>`)
              .join('')}</select>`
          : `<input type="hidden" name="size" value="${escapeHtml(p.sizes[0] ?? '')}">`
      return `<li>
<img src="${escapeHtml(smallImage(p.image_url))}" alt="" width="320" height="320" loading="${i < 4 ? 'eager' : 'lazy'}" decoding="async">
<div class="info">
<p class="name">${escapeHtml(p.name)}</p>
<p class="meta">${escapeHtml(p.color)} · ${escapeHtml(PARTNER_STORE_CATALOGUE[p.type].label)}</p>
<p class="price">${money.format(p.price_cents / 100)}</p>
<form action="/cart" method="get" target="_blank">
<input type="hidden" name="add" value="${escapeHtml(p.product_slug)}">
<input type="hidden" name="color" value="${escapeHtml(p.color)}">
${sizes}
<button type="submit" aria-label="Buy ${escapeHtml(label)}">Buy</button>
</form>
</div>
</li>`
    })
    .join('\n')
  const list = products.length
    ? `<ul class="${view === 'list' ? 'list' : 'grid'}" aria-label="Products">${items}</ul>`
    : `<p class="empty">No products here yet.</p>`
  const pager =
    pages > 1
      ? `<nav class="pages" aria-label="Pages">${
          data.page > 1 ? `<a href="${escapeHtml(href(base, type, view, data.page - 1))}">Previous</a>` : ''
        }<span>Page ${data.page} of ${pages}</span>${
          data.page < pages ? `<a href="${escapeHtml(href(base, type, view, data.page + 1))}">Next</a>` : ''
        }</nav>`
      : ''
  const logo = store.logo_url
    ? `<img src="${escapeHtml(smallImage(store.logo_url))}" alt="" width="40" height="40">`
    : ''
  return shell(
    `${store.name} ($${store.token_symbol}) merch`,
    `<header>${logo}<div><h1>${escapeHtml(store.name)}</h1><p>$${escapeHtml(store.token_symbol)} official merch</p></div></header>
<nav aria-label="Store"><div>${filters}</div><div>${views}</div></nav>
<main>${list}${pager}</main>
<footer><span>Powered by <a href="/" target="_blank" rel="noopener">RDO Shop</a></span><a href="/partners/${escapeHtml(store.id)}" target="_blank" rel="noopener">Open the full store</a></footer>`,
  )
}
