import crypto from 'node:crypto'
import * as cheerio from 'cheerio'

/**
 * Open and click tracking. Every tracked address carries an HMAC of the message id (and, for a click,
 * of the exact target), so the click redirect only ever sends people to links the shop itself put in
 * that message: no open redirect, and nobody can forge events for other messages.
 */
const sign = (secret: string, value: string) =>
  crypto.createHmac('sha256', secret).update(value).digest('base64url').slice(0, 32)

const safeEqual = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b))

export const openSignature = (secret: string, messageId: string) => sign(secret, `email-open:${messageId}`)
export const clickSignature = (secret: string, messageId: string, url: string) =>
  sign(secret, `email-click:${messageId}:${url}`)

export const verifyOpen = (secret: string, messageId: string, sig: string) =>
  safeEqual(openSignature(secret, messageId), sig)
export const verifyClick = (secret: string, messageId: string, url: string, sig: string) =>
  safeEqual(clickSignature(secret, messageId, url), sig)

export function openUrl(appUrl: string, secret: string, messageId: string) {
  return `${appUrl}/api/email/open/${messageId}/${openSignature(secret, messageId)}`
}
export function clickUrl(appUrl: string, secret: string, messageId: string, target: string) {
  return `${appUrl}/api/email/click/${messageId}/${clickSignature(secret, messageId, target)}?url=${encodeURIComponent(target)}`
}

/**
 * Finishes a rendered marketing email in one pass over its HTML: a visible unsubscribe footer unless
 * the author already links to the unsubscribe address; with tracking, each http(s) link becomes a
 * signed click address (the unsubscribe link stays direct, so it works without the shop's redirect)
 * and a 1×1 open pixel goes at the end of the body.
 */
export function finishMarketingHtml(
  html: string,
  opts: { appUrl: string; secret: string; messageId: string; unsubscribeUrl: string; track: boolean },
): string {
  const $ = cheerio.load(html)
  const links = $('a[href]')
  const hasUnsubscribe = links.toArray().some((el) => $(el).attr('href')?.trim() === opts.unsubscribeUrl)
  if (opts.track) {
    links.each((_, el) => {
      const href = $(el).attr('href')!.trim()
      if (!/^https?:\/\//i.test(href) || href === opts.unsubscribeUrl) return
      $(el).attr('href', clickUrl(opts.appUrl, opts.secret, opts.messageId, href))
    })
  }
  const body = $('body')
  if (!hasUnsubscribe) {
    const footer = $('<p style="margin:24px 0 0;color:#8b8b99;font-size:12px;text-align:center"></p>')
    footer.append('You receive this because you subscribed to RDO Shop news. ')
    footer.append(
      $('<a style="color:#8b8b99;text-decoration:underline">Unsubscribe</a>').attr(
        'href',
        opts.unsubscribeUrl,
      ),
    )
    body.append(footer)
  }
  if (opts.track) {
    body.append(
      `<img src="${openUrl(opts.appUrl, opts.secret, opts.messageId)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`,
    )
  }
  return $.html()
}
