import Handlebars from 'handlebars'

/**
 * Renders Handlebars templates in a private environment ({{value}} is HTML-escaped, no helpers or
 * partials from elsewhere), keeping up to 500 compiled templates. Each mailer makes its own.
 */
export function createTemplateRenderer() {
  const hbs = Handlebars.create()
  const cache = new Map<string, Handlebars.TemplateDelegate>()
  return function renderTemplate(source: string, data: Record<string, unknown>, { html = true } = {}) {
    const key = `${html ? 'h' : 't'}:${source}`
    let compiled = cache.get(key)
    if (!compiled) {
      compiled = hbs.compile(source, { noEscape: !html, strict: false })
      if (cache.size > 500) cache.clear()
      cache.set(key, compiled)
    }
    return compiled(data)
  }
}

export function htmlToText(html: string) {
  return html
    .replace(/<style[\s\S]*?<\/style>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
