import type { DesignAuthor } from '@rdo/contracts'

/** A person's public page: by @username when they have one, else by id. */
export function authorPath(author: Pick<DesignAuthor, 'id' | 'username'>): string {
  return author.username
    ? `/user/${encodeURIComponent(author.username)}`
    : `/user/id/${encodeURIComponent(author.id)}`
}
