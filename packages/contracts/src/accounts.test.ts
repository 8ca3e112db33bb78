import { describe, expect, it } from 'vitest'
import {
  addressCreateBody,
  createTicketBody,
  profileUpdateBody,
  supportReplyBody,
  usernameAvailableQuery,
  usernameProblem,
} from './index.ts'

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message

describe('profile contracts', () => {
  it('checks usernames locally with the username messages', () => {
    expect(usernameProblem('')).toBeNull()
    expect(usernameProblem('ab')).toBe('Username must be at least 3 characters')
    expect(usernameProblem('a'.repeat(21))).toBe('Username must be at most 20 characters')
    expect(usernameProblem('no spaces')).toBe(
      'Username can only contain letters, numbers, underscores, and hyphens',
    )
    expect(usernameProblem('Good_name-1')).toBeNull()
    expect(firstMessage(usernameAvailableQuery.safeParse({ username: 'x!' }))).toBe(
      'Username must be at least 3 characters',
    )
  })

  it("turns '' into null for optional profile fields and keeps what is not sent undefined", () => {
    expect(profileUpdateBody.parse({ username: ' ', phone_number: '', full_name: ' Ada ' })).toEqual({
      username: null,
      phone_number: null,
      full_name: 'Ada',
    })
    expect(firstMessage(profileUpdateBody.safeParse({ username: 'bad name' }))).toBe(
      'Username can only contain letters, numbers, underscores, and hyphens',
    )
    expect(profileUpdateBody.safeParse({ avatar_url: 'https://x.example/a.png' }).success).toBe(false)
  })

  it('requires a complete saved address', () => {
    const address = {
      first_name: 'A',
      last_name: 'B',
      address: '1 St',
      city: 'C',
      state: 'D',
      postal_code: '1',
      country: 'CA',
    }
    expect(addressCreateBody.parse({ address }).address.address2).toBe('')
    expect(firstMessage(addressCreateBody.safeParse({ address: { ...address, state: ' ' } }))).toBe(
      'Please complete all address fields',
    )
    expect(firstMessage(addressCreateBody.safeParse({ address: { ...address, country: 'FR' } }))).toBe(
      'Please complete all address fields',
    )
  })
})

describe('support contracts', () => {
  it('requires subject and message, defaults priority to medium and treats an empty order as none', () => {
    expect(createTicketBody.parse({ subject: ' Hi ', message: 'Help', order_id: '' })).toEqual({
      subject: 'Hi',
      message: 'Help',
      priority: 'medium',
      order_id: null,
    })
    expect(firstMessage(createTicketBody.safeParse({ subject: ' ', message: 'x' }))).toBe(
      'Subject is required',
    )
    expect(firstMessage(createTicketBody.safeParse({ subject: 'x' }))).toBe('Message is required')
    expect(createTicketBody.safeParse({ subject: 'x', message: 'y', priority: 'asap' }).success).toBe(false)
  })

  it('refuses a blank reply', () => {
    expect(firstMessage(supportReplyBody.safeParse({ message: '  ' }))).toBe('Please enter a message')
  })
})
