import type Handlebars from 'handlebars'
import { convert } from 'html-to-text'
import juice from 'juice'
import { COMPILE_OPTIONS, createTemplateEnvironment } from './template-rules.ts'

/**
 * Renders Handlebars templates in a private environment ({{value}} is HTML-escaped; only the block
 * helpers of template-rules.ts, no partials), keeping up to 500 compiled templates. Each mailer makes
 * its own. A template that does not parse or calls another helper throws (its message names the line).
 */
export function createTemplateRenderer() {
  const hbs = createTemplateEnvironment()
  const cache = new Map<string, Handlebars.TemplateDelegate>()
  return function renderTemplate(source: string, data: Record<string, unknown>, { html = true } = {}) {
    const key = `${html ? 'h' : 't'}:${source}`
    let compiled = cache.get(key)
    if (!compiled) {
      compiled = hbs.compile(source, { ...COMPILE_OPTIONS, noEscape: !html })
      if (cache.size > 500) cache.clear()
      cache.set(key, compiled)
    }
    return compiled(data)
  }
}
export type TemplateRenderer = ReturnType<typeof createTemplateRenderer>

/**
 * Makes HTML mail-client ready: the CSS of <style> blocks is inlined onto the elements (mail clients
 * drop or ignore style blocks); media queries stay in a style block for the clients that read them.
 */
export function inlineCss(html: string): string {
  return juice(html, { preserveMediaQueries: true, preserveFontFaces: true, applyWidthAttributes: true })
}

/** The plain-text part of an HTML email: links kept as "text [url]", images dropped. */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: 100,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  }).trim()
}

export type RenderedEmail = { subject: string; html: string; text: string }

/**
 * One email from its parts and data: subject as plain text, HTML escaped and CSS-inlined, the text
 * part rendered from its own template when there is one, else derived from the HTML.
 */
export function renderEmail(
  render: TemplateRenderer,
  source: { subject: string; html: string; text?: string | null },
  data: Record<string, unknown>,
): RenderedEmail {
  const html = inlineCss(render(source.html, data))
  const text = source.text ? render(source.text, data, { html: false }) : htmlToText(html)
  return { subject: render(source.subject, data, { html: false }), html, text }
}
