import { useCallback, useState } from 'react'
import type { PrintifyShop } from '@rdo/contracts/printify'
import { emptySelection, type Selection } from '../lib/selection'

/**
 * The Import tab's choices: the shop, the Printify page and the ticked products. Held by the page, so
 * switching to Manage Products and back keeps them; another shop starts again from its first page.
 */
export function useImportPicker(shops: readonly PrintifyShop[]) {
  const [chosenShop, setChosenShop] = useState<number | null>(null)
  const [page, setPage] = useState(1)
  const [selection, setSelection] = useState<Selection>(emptySelection)
  const shopId = shops.some((shop) => shop.id === chosenShop) ? chosenShop : (shops[0]?.id ?? null)

  const chooseShop = useCallback((id: number) => {
    setChosenShop(id)
    setPage(1)
    setSelection(emptySelection)
  }, [])

  return { shopId, chooseShop, page, setPage, selection, setSelection }
}

export type ImportPicker = ReturnType<typeof useImportPicker>
