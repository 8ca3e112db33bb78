import crypto from 'node:crypto'

const digest = (value: string) => crypto.createHash('sha256').update(value).digest()

/**
 * Who may read /metrics on the main port: nobody without a configured token (the route answers 404, as
 * if it did not exist), and otherwise only `Authorization: Bearer <token>`, compared in constant time.
 */
export function metricsAccess(token: string | undefined) {
  const expected = token ? digest(token) : null
  return (authorization: string | undefined): 'open' | 'refused' | 'hidden' => {
    if (!expected) return 'hidden'
    const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
    if (!m) return 'refused'
    return crypto.timingSafeEqual(digest(m[1]!), expected) ? 'open' : 'refused'
  }
}
