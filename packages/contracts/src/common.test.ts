import { describe, expect, it } from 'vitest'
import { contactBody } from './contact.ts'
import { emailSchema, isStorableJson, isStorableText, jsonObject, text, TEXT_MESSAGES } from './common.ts'

describe('text', () => {
  it('refuses a NUL character and an unpaired surrogate, with a clear message', () => {
    for (const bad of ['a\0b', '\0', 'x\uD800', '\uDC00y', 'a\uDC00\uD800b']) {
      const res = text().safeParse(bad)
      expect(res.success).toBe(false)
      expect(res.error?.issues[0]?.message).toBe(TEXT_MESSAGES.unstorable)
    }
  })

  it('accepts ordinary text, including emoji (surrogate pairs) and accents', () => {
    expect(text().trim().max(10).parse('  Zoë 😀  ')).toBe('Zoë 😀')
    expect(isStorableText('tab\tand\nnewline')).toBe(true)
  })

  it('applies to every contract field, e.g. the contact form', () => {
    const res = contactBody.safeParse({ name: 'A', email: 'a@example.com', subject: 's\0', message: 'm' })
    expect(res.success).toBe(false)
  })
})

describe('emailSchema', () => {
  it('caps the address at 254 characters and refuses NUL', () => {
    const local = 'a'.repeat(64)
    const ok = `${local}@${'b'.repeat(254 - 64 - 5)}.com`
    expect(ok).toHaveLength(254)
    expect(emailSchema.safeParse(ok).success).toBe(true)
    expect(emailSchema.safeParse(`a${ok}`).success).toBe(false)
    expect(emailSchema.safeParse(`${'x'.repeat(700_000)}@example.com`).success).toBe(false)
    expect(emailSchema.safeParse('a\0b@example.com').success).toBe(false)
  })
})

describe('jsonObject', () => {
  it('checks strings and keys at any depth', () => {
    expect(isStorableJson({ a: [1, { b: 'ok' }] })).toBe(true)
    expect(jsonObject().safeParse({ a: [1, { b: 'no\0' }] }).success).toBe(false)
    expect(jsonObject().safeParse({ ['k\uD800']: 1 }).success).toBe(false)
  })
})
