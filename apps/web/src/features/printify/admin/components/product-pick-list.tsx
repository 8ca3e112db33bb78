import type { PrintifyProductRow } from '@rdo/contracts/printify'
import { Badge } from '@/components/ui/badge'
import { Checkbox } from '@/components/ui/checkbox'
import { formatMoney } from '@/lib/format'
import { pageSelectionState, selectProductLabel, variantCountLabel, type Selection } from '../lib/selection'
import { ProductThumb } from './product-thumb'

/** One Printify page of a shop's products, each with its tick box; "Select all" ticks this page. */
export function ProductPickList({
  products,
  selection,
  onToggle,
  onTogglePage,
}: {
  products: readonly PrintifyProductRow[]
  selection: Selection
  onToggle: (id: string, checked: boolean) => void
  onTogglePage: (checked: boolean) => void
}) {
  const pageIds = products.map((product) => product.id)
  const pageState = pageSelectionState(selection, pageIds)
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3 px-3 py-1">
        <Checkbox
          id="printify-select-all"
          checked={pageState}
          onCheckedChange={(checked) => onTogglePage(checked === true)}
          aria-describedby="printify-select-all-hint"
        />
        <label htmlFor="printify-select-all" className="text-sm font-medium">
          Select all
        </label>
        <span id="printify-select-all-hint" className="text-xs text-muted-foreground">
          (products on this page)
        </span>
      </div>
      <ul className="space-y-2" aria-label="Printify products">
        {products.map((product) => (
          <ProductPickRow
            key={product.id}
            product={product}
            checked={selection.has(product.id)}
            onToggle={onToggle}
          />
        ))}
      </ul>
    </div>
  )
}

function ProductPickRow({
  product,
  checked,
  onToggle,
}: {
  product: PrintifyProductRow
  checked: boolean
  onToggle: (id: string, checked: boolean) => void
}) {
  const boxId = `printify-product-${product.id}`
  return (
    <li
      className="flex items-center gap-3 rounded-[12px] border bg-card p-3 text-card-foreground data-[selected=true]:border-brand-violet/60"
      data-selected={checked}
    >
      <Checkbox
        id={boxId}
        checked={checked}
        aria-label={selectProductLabel(product.title)}
        onCheckedChange={(value) => onToggle(product.id, value === true)}
      />
      <ProductThumb url={product.image_url} />
      <label htmlFor={boxId} className="min-w-0 flex-1 cursor-pointer space-y-1">
        <span className="line-clamp-2 font-medium break-words">{product.title}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>{variantCountLabel(product.variant_count)}</span>
          {product.price_cents !== null && (
            <span className="font-mono text-foreground tabular-nums">{formatMoney(product.price_cents)}</span>
          )}
          <Badge variant={product.visible ? 'success' : 'neutral'}>
            {product.visible ? 'Visible' : 'Hidden'}
          </Badge>
          {product.imported_product_id && <Badge variant="info">Imported</Badge>}
        </span>
      </label>
    </li>
  )
}
