import { describe, expect, it } from 'vitest'
import { actionTypeLabel, personName, stageOf, thumbnailUrl } from './labels'

describe('actionTypeLabel', () => {
  it('capitalises the known actions', () => {
    expect(actionTypeLabel('vote')).toBe('Vote')
    expect(actionTypeLabel('dislike')).toBe('Dislike')
  })
  it('capitalises any other value, reading underscores and hyphens as spaces', () => {
    expect(actionTypeLabel('super_vote')).toBe('Super vote')
    expect(actionTypeLabel('COMMENT-like')).toBe('Comment like')
    expect(actionTypeLabel('  share ')).toBe('Share')
  })
  it('names an empty value', () => {
    expect(actionTypeLabel('')).toBe('Unknown')
  })
})

describe('stageOf', () => {
  it('is in production only when approved with a net score of 500 or more', () => {
    expect(stageOf({ status: 'approved', net_score: 500 })).toEqual({
      stage: 'in_production',
      label: 'In Production',
      tone: 'brand',
    })
    expect(stageOf({ status: 'approved', net_score: 499 }).stage).toBe('approved')
    expect(stageOf({ status: 'pending', net_score: 900 }).label).toBe('Pending Review')
    expect(stageOf({ status: 'rejected', net_score: 0 }).tone).toBe('danger')
  })
})

describe('thumbnailUrl', () => {
  it('picks the 320 px rendition of an uploaded image', () => {
    expect(thumbnailUrl('/files/designs/a-1200.webp')).toBe('/files/designs/a-320.webp')
    expect(thumbnailUrl('/files/designs/a-640.webp')).toBe('/files/designs/a-320.webp')
  })
  it('leaves other addresses alone', () => {
    expect(thumbnailUrl('/files/designs/a.svg')).toBe('/files/designs/a.svg')
  })
})

describe('personName', () => {
  it('uses the name, else the email', () => {
    expect(personName({ name: 'Ada', email: 'a@x.io' })).toBe('Ada')
    expect(personName({ name: ' ', email: 'a@x.io' })).toBe('a@x.io')
    expect(personName({ full_name: null, email: 'b@x.io' })).toBe('b@x.io')
  })
})
