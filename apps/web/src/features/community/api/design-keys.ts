import type { DesignFilter } from '@rdo/contracts/community-messages'

/** Cache keys of the public design pages (gallery pages, design pages, the viewer's reactions, comments). */
export const designKeys = {
  all: ['community-designs'] as const,
  lists: () => [...designKeys.all, 'list'] as const,
  list: (filter: DesignFilter, page: number) => [...designKeys.lists(), { filter, page }] as const,
  details: () => [...designKeys.all, 'detail'] as const,
  detail: (id: string) => [...designKeys.details(), id] as const,
  /** Per viewer, so a sign-in as someone else never shows another person's votes. */
  reactionsAll: () => [...designKeys.all, 'reactions'] as const,
  reactions: (userId: string, ids: readonly string[]) =>
    [...designKeys.reactionsAll(), userId, [...ids].sort().join(',')] as const,
  comments: (id: string) => [...designKeys.all, 'comments', id] as const,
}
