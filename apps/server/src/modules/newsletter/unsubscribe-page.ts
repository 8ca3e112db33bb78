const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A tiny self-contained page (no scripts) answering the unsubscribe link, light and dark. */
export function unsubscribePage({
  title,
  message,
  homeUrl,
}: {
  title: string
  message: string
  homeUrl: string
}) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · RDO</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fafafa;color:#111}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{line-height:1.5;margin:0 0 1.5rem}
a{color:#5b21b6;font-weight:600}
@media (prefers-color-scheme:dark){body{background:#0b0b10;color:#f4f4f5}a{color:#c4b5fd}}
</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a href="${escapeHtml(homeUrl)}">Back to the shop</a></main></body>
</html>`
}
