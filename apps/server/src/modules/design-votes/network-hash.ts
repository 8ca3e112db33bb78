import crypto from 'node:crypto'

/**
 * A voter's network address as the vote rows keep it: an HMAC of the address under the server's
 * secret, with its own derivation label, so equal addresses compare equal while the address itself is
 * never stored and cannot be recovered by hashing guesses without the secret.
 */
export function networkHash(secret: string, ip: string): string {
  return crypto.createHmac('sha256', secret).update(`vote-ip:${ip}`).digest('base64url')
}
