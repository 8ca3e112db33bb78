import { describe, expect, it } from 'vitest'
import { emailSchema, resetPasswordForm, signUpBody, signUpForm } from './index.ts'

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message

describe('auth contracts', () => {
  it('accepts emails with a top-level part of at least two letters, lower-cased and trimmed', () => {
    expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com')
    expect(firstMessage(emailSchema.safeParse('ada@example.c'))).toBe('Please enter a valid email address')
    expect(firstMessage(emailSchema.safeParse('ada@example'))).toBe('Please enter a valid email address')
    expect(firstMessage(emailSchema.safeParse('ada@example.123'))).toBe('Please enter a valid email address')
  })

  it('applies the sign-up rules with their messages and consent on by default', () => {
    const ok = signUpBody.parse({ email: 'a@b.co', password: 'secret', full_name: ' Ada ' })
    expect(ok).toEqual({ email: 'a@b.co', password: 'secret', full_name: 'Ada', marketing_consent: true })
    expect(firstMessage(signUpBody.safeParse({ email: 'a@b.co', password: '12345', full_name: 'A' }))).toBe(
      'Password must be at least 6 characters',
    )
    const mismatch = signUpForm.safeParse({
      email: 'a@b.co',
      password: 'secret',
      confirm_password: 'other1',
      full_name: 'A',
    })
    expect(firstMessage(mismatch)).toBe('Passwords do not match')
  })

  it('requires matching reset passwords of at least 6 characters', () => {
    expect(
      firstMessage(resetPasswordForm.safeParse({ password: 'abcdef', confirm_password: 'abcdeg' })),
    ).toBe('Passwords do not match')
    expect(firstMessage(resetPasswordForm.safeParse({ password: 'abc', confirm_password: 'abc' }))).toBe(
      'Password must be at least 6 characters',
    )
  })
})
