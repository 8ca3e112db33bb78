import { describe, expect, it } from 'vitest'
import { copyAddressLabel, solscanAccountUrl, walletOwner } from './labels'

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

describe('solscanAccountUrl', () => {
  it('links the account page of the address', () => {
    expect(solscanAccountUrl(ADDRESS)).toBe(`https://solscan.io/account/${ADDRESS}`)
  })
})

describe('copyAddressLabel', () => {
  it('names the shortened address', () => {
    expect(copyAddressLabel(ADDRESS)).toBe('Copy 7xKX…gAsU')
  })
})

describe('walletOwner', () => {
  it('calls a row without an account a tracked address', () => {
    expect(walletOwner({ user: null })).toEqual({ tracked: true, title: 'Tracked address' })
  })
  it('shows the account with its email, @username and back-office page', () => {
    expect(
      walletOwner({ user: { id: 'u-1', name: 'Ada Lovelace', email: 'ada@example.com', username: 'ada' } }),
    ).toEqual({
      tracked: false,
      title: 'Ada Lovelace',
      email: 'ada@example.com',
      username: '@ada',
      href: '/admin/users/u-1',
    })
  })
  it('falls back to "Unnamed User" and leaves out a missing username', () => {
    const owner = walletOwner({ user: { id: 'u-2', name: '  ', email: 'x@example.com', username: null } })
    expect(owner).toMatchObject({ title: 'Unnamed User', username: null })
  })
})
