/** Shown when a user has neither a username nor a full name. */
export const ANONYMOUS_NAME = 'Anonymous'

/**
 * The name other people see for a user (review author, public profile, design creator):
 * @username, else the full name, else "Anonymous". Never any part of the email address, which is
 * private. Rule: docs/accounts.md#public-name
 */
export function publicNameOf(p: { username: string | null; fullName: string | null }): string {
  const username = p.username?.trim()
  if (username) return `@${username}`
  const fullName = p.fullName?.trim()
  if (fullName) return fullName
  return ANONYMOUS_NAME
}
