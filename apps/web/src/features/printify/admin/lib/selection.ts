/**
 * Which Printify products are ticked for import. Ticks survive paging through the shop (the import takes
 * every ticked product, not only the visible page); "Select all" acts on the visible page only.
 */
export type Selection = ReadonlySet<string>

export const emptySelection: Selection = new Set<string>()

export function toggleProduct(selected: Selection, id: string, checked: boolean): Selection {
  if (checked === selected.has(id)) return selected
  const next = new Set(selected)
  if (checked) next.add(id)
  else next.delete(id)
  return next
}

export function togglePage(selected: Selection, pageIds: readonly string[], checked: boolean): Selection {
  const next = new Set(selected)
  for (const id of pageIds) {
    if (checked) next.add(id)
    else next.delete(id)
  }
  return next
}

/** The "Select all" box: ticked when the whole page is, mixed when part of it is. */
export function pageSelectionState(
  selected: Selection,
  pageIds: readonly string[],
): boolean | 'indeterminate' {
  if (pageIds.length === 0) return false
  const ticked = pageIds.filter((id) => selected.has(id)).length
  if (ticked === 0) return false
  return ticked === pageIds.length ? true : 'indeterminate'
}

/** "1 product", "3 products" */
export const productCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'product' : 'products'}`

export const importButtonLabel = (n: number) => `Import ${productCount(n)}`

export const selectionSummary = (n: number) => (n === 0 ? 'None selected' : `${productCount(n)} selected`)

export const variantCountLabel = (n: number) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? 'variant' : 'variants'}`

export const selectProductLabel = (title: string) => `Select ${title}`

/**
 * The ticks once an import ended: what went in is unticked, what failed stays ticked, ready for another
 * try; an import that could not run at all leaves every tick as it was.
 */
export function selectionAfterImport(
  selected: Selection,
  job: { status: string; failed: readonly { product_id: string }[] },
): Selection {
  if (job.status === 'failed') return selected
  if (job.failed.length === 0) return emptySelection
  const failed = new Set(job.failed.map((failure) => failure.product_id))
  return new Set([...selected].filter((id) => failed.has(id)))
}
