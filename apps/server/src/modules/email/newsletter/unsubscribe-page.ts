import crypto from 'node:crypto'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fafafa;color:#111}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{line-height:1.5;margin:0 0 1.5rem}
a{color:#5b21b6;font-weight:600}
button{font:inherit;font-weight:600;color:#fff;background:#5b21b6;border:0;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer;margin:0 0 1.5rem}
button:focus-visible{outline:3px solid #c4b5fd;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#0b0b10;color:#f4f4f5}a{color:#c4b5fd}button{background:#7c3aed}}
`

/**
 * The page's own policy: no scripts, only its one stylesheet (allowed by hash), forms only to this
 * origin, never framed. It replaces the API's `default-src 'none'`, which would drop the styles.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${crypto.createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')

/** A button that posts to `url` (a path on this origin); the GET page itself never changes anything. */
export type PageAction = { url: string; label: string }

/**
 * A tiny self-contained page (no scripts) for the newsletter's emailed links, light and dark. Its
 * referrer policy is same-origin: the token in its address never reaches another site, and its own
 * form still posts with the real Origin (under no-referrer browsers send `Origin: null`, which the
 * cross-site check refuses).
 */
export function newsletterPage({
  title,
  message,
  homeUrl,
  action,
}: {
  title: string
  message: string
  homeUrl: string
  action?: PageAction
}) {
  const form = action
    ? `<form method="post" action="${escapeHtml(action.url)}"><button type="submit">${escapeHtml(action.label)}</button></form>`
    : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)} · RDO</title>
<style>${STYLE}</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${form}<a href="${escapeHtml(homeUrl)}">Back to the shop</a></main></body>
</html>`
}
