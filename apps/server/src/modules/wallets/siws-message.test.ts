import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { buildSiwsMessage, parseSiwsMessage } from './siws-message.ts'
import { signatureCandidates } from './wallet-signature.ts'

const fields = {
  domain: 'shop.example:8443',
  address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
  uri: 'https://shop.example:8443',
  nonce: '0123456789abcdef0123456789abcdef',
  issuedAt: '2026-01-02T03:04:05.000Z',
  expirationTime: '2026-01-02T03:09:05.000Z',
}

describe('the sign-in-with-Solana message', () => {
  it('is built in the standard shape and parses back to its fields', () => {
    const message = buildSiwsMessage(fields)
    expect(message).toBe(
      [
        'shop.example:8443 wants you to sign in with your Solana account:',
        fields.address,
        '',
        'Link this wallet to your RDO Shop account.',
        '',
        'URI: https://shop.example:8443',
        'Version: 1',
        'Chain ID: mainnet',
        `Nonce: ${fields.nonce}`,
        'Issued At: 2026-01-02T03:04:05.000Z',
        'Expiration Time: 2026-01-02T03:09:05.000Z',
      ].join('\n'),
    )
    expect(parseSiwsMessage(message)).toEqual(fields)
  })

  it('is not parsed from something of another shape', () => {
    const message = buildSiwsMessage(fields)
    expect(parseSiwsMessage('')).toBeNull()
    expect(parseSiwsMessage('hello')).toBeNull()
    expect(parseSiwsMessage(message.replace('wants you to sign in', 'wants you'))).toBeNull()
    expect(parseSiwsMessage(message.replace(/\nNonce: .*/, ''))).toBeNull()
    expect(parseSiwsMessage(message.replace(/^shop\.example:8443/, ''))).toBeNull()
  })
})

describe('signatureCandidates', () => {
  it('reads 64-byte signatures given in base64, base64url or base58, and nothing else', () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, i) => (i * 37 + 11) % 256)
    const b64 = Buffer.from(bytes).toString('base64')
    expect(signatureCandidates(b64)[0]).toEqual(bytes)
    expect(signatureCandidates(Buffer.from(bytes).toString('base64url'))[0]).toEqual(bytes)
    const b58 = getBase58Decoder().decode(bytes)
    expect(signatureCandidates(b58)).toContainEqual(bytes)
    expect(signatureCandidates('AAAA')).toEqual([])
    expect(signatureCandidates('not a signature!')).toEqual([])
    expect(signatureCandidates(Buffer.alloc(65).toString('base64'))).toEqual([])
  })
})
