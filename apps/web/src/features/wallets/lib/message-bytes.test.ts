import { describe, expect, it } from 'vitest'
import { bytesToBase64, messageBytes } from './message-bytes'

describe('messageBytes', () => {
  it('is the UTF-8 of the message, every line break and character kept', () => {
    const message = 'shop.test wants you to sign in with your Solana account:\nAbc\n\nNonce: é1 '
    const bytes = messageBytes(message)
    expect(new TextDecoder().decode(bytes)).toBe(message)
    // "é" takes two bytes in UTF-8.
    expect(bytes.length).toBe(message.length + 1)
    expect(bytes.at(-1)).toBe(0x20)
  })
})

describe('bytesToBase64', () => {
  it('matches standard base64 with padding', () => {
    expect(bytesToBase64(new Uint8Array())).toBe('')
    expect(bytesToBase64(new TextEncoder().encode('Man'))).toBe('TWFu')
    expect(bytesToBase64(new Uint8Array([0xff, 0xfe]))).toBe('//4=')
    expect(bytesToBase64(new Uint8Array([0]))).toBe('AA==')
  })

  it('encodes a 64-byte signature into 88 characters that decode back to the same bytes', () => {
    const signature = Uint8Array.from({ length: 64 }, (_, i) => (i * 37 + 11) % 256)
    const encoded = bytesToBase64(signature)
    expect(encoded).toHaveLength(88)
    expect([...Buffer.from(encoded, 'base64')]).toEqual([...signature])
  })
})
