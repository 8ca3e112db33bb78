import { COMMENT_MAX, DESIGN_MESSAGES as M } from '@rdo/contracts/community-messages'

/** What is wrong with a comment before it is sent (the server's own rules and words), or null. */
export function commentProblem(content: string): string | null {
  const trimmed = content.trim()
  if (!trimmed) return M.commentEmpty
  if (trimmed.length > COMMENT_MAX) return M.commentTooLong
  return null
}
