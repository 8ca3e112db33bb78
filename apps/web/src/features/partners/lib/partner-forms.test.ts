import { describe, expect, it } from 'vitest'
import { PARTNER_MESSAGES as M } from '@rdo/contracts/partner-messages'
import {
  applicationBody,
  applicationDefaults,
  applicationFieldOf,
  partnerApplicationForm,
} from './application-form'
import {
  approvedProjects,
  designBody,
  designDefaults,
  designFieldOf,
  initialProjectId,
  partnerDesignForm,
} from './design-form'

const WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const PROJECT = '3f1c2a4e-7b8d-4c9e-a1f2-0b3c4d5e6f70'

const filledApplication = {
  ...applicationDefaults({ email: 'ada@example.com', name: 'Ada' }),
  name: 'Frog Coin',
  token_symbol: '$frog',
  website_url: 'https://frog.example',
  logo_url: '/uploads/partners/logo-1200.webp',
  description: 'Frogs on shirts',
  wallet_address: WALLET,
  terms_accepted: true,
}

function messagesOf(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  // The form shows each field's first message, as the resolver does.
  const messages: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message
  return messages
}

describe('partner application form', () => {
  it('prefills the contact from the session and starts with the terms unticked', () => {
    const values = applicationDefaults({ email: 'ada@example.com', name: null })
    expect(values.contact_email).toBe('ada@example.com')
    expect(values.contact_name).toBe('')
    expect(values.terms_accepted).toBe(false)
  })

  it('refuses an empty form with the contract messages, field by field', () => {
    const errors = messagesOf(partnerApplicationForm.safeParse(applicationDefaults({})))
    expect(errors).toMatchObject({
      name: M.nameRequired,
      token_symbol: M.symbolRequired,
      website_url: M.websiteInvalid,
      description: M.descriptionRequired,
      contact_name: M.contactNameRequired,
      wallet_address: M.walletInvalid,
      logo_url: M.logoRequired,
      terms_accepted: M.acceptTerms,
    })
    // The contract address is optional: empty is fine.
    expect(errors.token_address).toBeUndefined()
  })

  it('checks wallet and contract addresses as Base58 of 32 to 44 characters', () => {
    for (const wallet of ['0OIl' + WALLET.slice(4), WALLET.slice(0, 31), WALLET + 'abc'])
      expect(
        messagesOf(partnerApplicationForm.safeParse({ ...filledApplication, wallet_address: wallet })),
      ).toEqual({ wallet_address: M.walletInvalid })
    expect(
      messagesOf(partnerApplicationForm.safeParse({ ...filledApplication, token_address: 'not-an-address' })),
    ).toEqual({ token_address: M.tokenAddressInvalid })
  })

  it('sends a normalised symbol, no empty contract address and accepted terms', () => {
    const parsed = partnerApplicationForm.parse(filledApplication)
    expect(applicationBody(parsed)).toMatchObject({
      token_symbol: 'FROG',
      token_address: null,
      contact_name: 'Ada',
      terms_accepted: true,
    })
    const withAddress = applicationBody(
      partnerApplicationForm.parse({ ...filledApplication, token_address: WALLET }),
    )
    expect(withAddress.token_address).toBe(WALLET)
  })

  it('maps a server refusal to its field, and anything else to the form', () => {
    expect(applicationFieldOf(M.walletInvalid)).toBe('wallet_address')
    expect(applicationFieldOf('Please enter a valid email address')).toBe('contact_email')
    expect(applicationFieldOf(M.logoRequired)).toBe('logo_url')
    expect(applicationFieldOf('Too many attempts. Please try again later')).toBeUndefined()
  })
})

describe('partner design form', () => {
  const approved = { id: PROJECT, name: 'Frog Coin', token_symbol: 'FROG', logo_url: null, created_at: '' }

  it('offers approved projects only and preselects the linked or the only one', () => {
    const projects = [
      { ...approved, status: 'approved' as const },
      { ...approved, id: 'pending-one', status: 'pending' as const },
      { ...approved, id: 'rejected-one', status: 'rejected' as const },
    ]
    const choices = approvedProjects(projects)
    expect(choices.map((p) => p.id)).toEqual([PROJECT])
    expect(initialProjectId(choices, null)).toBe(PROJECT)
    expect(initialProjectId(choices, 'pending-one')).toBe(PROJECT)
    const two = [{ id: 'a' }, { id: 'b' }]
    expect(initialProjectId(two, null)).toBe('')
    expect(initialProjectId(two, 'b')).toBe('b')
    expect(initialProjectId([], 'b')).toBe('')
  })

  it('starts in modern streetwear and refuses a missing project, image, title and terms', () => {
    const values = designDefaults('')
    expect(values.style).toBe('modern streetwear')
    expect(messagesOf(partnerDesignForm.safeParse(values))).toEqual({
      partner_id: M.selectProject,
      image_url: M.imageRequired,
      title: M.titleRequired,
      terms_accepted: M.acceptTerms,
    })
  })

  it('limits title and description, and sends an empty description as none', () => {
    const filled = {
      ...designDefaults(PROJECT),
      image_url: '/uploads/partner-designs/a-1200.webp',
      title: 'Frog Season',
      terms_accepted: true,
    }
    expect(
      messagesOf(
        partnerDesignForm.safeParse({ ...filled, title: 'x'.repeat(101), description: 'y'.repeat(501) }),
      ),
    ).toEqual({ title: M.titleTooLong, description: M.descriptionTooLong })
    expect(designBody(partnerDesignForm.parse(filled))).toMatchObject({
      partner_id: PROJECT,
      description: null,
      style: 'modern streetwear',
      terms_accepted: true,
    })
  })

  it('maps a server refusal to its field', () => {
    expect(designFieldOf(M.projectNotApproved)).toBe('partner_id')
    expect(designFieldOf(M.imageRequired)).toBe('image_url')
    expect(designFieldOf(M.designFailed)).toBeUndefined()
  })
})
