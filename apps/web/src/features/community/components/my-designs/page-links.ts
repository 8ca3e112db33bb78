/** A page number to link to, or a gap between distant pages. */
export type PageLink = number | 'gap'

/**
 * The page numbers a pager shows: always the first and last page, the current one and `around`
 * pages either side of it, with a gap where pages are left out (a gap never hides a single page).
 */
export function pageLinks(current: number, totalPages: number, around = 1): PageLink[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : []
  const page = Math.min(Math.max(1, current), totalPages)
  const shown = new Set<number>([1, totalPages])
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= totalPages) shown.add(n)
  const sorted = [...shown].sort((a, b) => a - b)
  const links: PageLink[] = []
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1]
    if (previous !== undefined && n - previous === 2) links.push(previous + 1)
    else if (previous !== undefined && n - previous > 2) links.push('gap')
    links.push(n)
  }
  return links
}

/** The page named by a `?page=` value: a whole number from 1, else 1. */
export function pageParam(raw: string | null): number {
  const page = Number(raw)
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}
