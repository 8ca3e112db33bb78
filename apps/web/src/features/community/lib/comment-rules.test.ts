import { describe, expect, it } from 'vitest'
import { COMMENT_MAX } from '@rdo/contracts/community-messages'
import { commentProblem } from './comment-rules'

describe('comment rules', () => {
  it('refuses an empty or blank comment', () => {
    expect(commentProblem('')).toBe('Comment cannot be empty')
    expect(commentProblem(' \n\t ')).toBe('Comment cannot be empty')
  })

  it('refuses one that is too long after trimming', () => {
    expect(commentProblem('x'.repeat(COMMENT_MAX + 1))).toBe('Comment must be at most 2000 characters')
    expect(commentProblem(`  ${'x'.repeat(COMMENT_MAX)}  `)).toBeNull()
  })

  it('accepts anything else', () => {
    expect(commentProblem('Love the colours')).toBeNull()
  })
})
