/**
 * A `token=` query value in a link (also HTML-escaped as `token&#x3D;`): the capability in password
 * reset, email verification, unsubscribe and subscription confirmation links.
 */
const TOKEN_VALUE = /(\btoken(?:=|&#x3D;|&#61;))[^&"'\s<>]+/gi

export const REDACTED = '[hidden]'

/**
 * An email body as an admin may read it: every token in a link is replaced, so the outbox never hands
 * out a way into a customer's account (a reset link read there would be a takeover).
 */
export function redactTokenLinks(body: string): string
export function redactTokenLinks(body: string | null): string | null
export function redactTokenLinks(body: string | null): string | null {
  return body === null ? null : body.replace(TOKEN_VALUE, `$1${REDACTED}`)
}
