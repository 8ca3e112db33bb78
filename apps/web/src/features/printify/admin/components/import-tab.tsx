import type { FormEvent } from 'react'
import { ChevronLeft, ChevronRight, PackagePlus } from 'lucide-react'
import { toast } from 'sonner'
import type { PrintifyShop } from '@rdo/contracts/printify'
import { PRINTIFY_IMPORT_MAX_PRODUCTS, PRINTIFY_MESSAGES as M } from '@rdo/contracts/printify-messages'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { usePrintifyProducts } from '../api/get-printify-products'
import { loadProblem } from '../lib/load-problem'
import {
  importButtonLabel,
  productCount,
  selectionSummary,
  toggleProduct,
  togglePage,
} from '../lib/selection'
import { ImportProgress } from './import-progress'
import { ProblemPanel } from './problem-panel'
import { ProductPickList } from './product-pick-list'
import type { ImportPicker } from './use-import-picker'
import type { ImportRun } from './use-import-run'

/** Import Products: pick a shop, tick products across Printify's pages, import them and watch it run. */
export function ImportTab({
  shops,
  picker,
  importRun,
}: {
  shops: readonly PrintifyShop[]
  picker: ImportPicker
  importRun: ImportRun
}) {
  const { shopId, chooseShop, page, setPage, selection, setSelection } = picker
  const products = usePrintifyProducts(shopId, page)
  const items = products.data?.items
  const lastPage = Math.max(1, products.data?.last_page ?? 1)
  const count = selection.size
  const busy = importRun.isStarting || importRun.isRunning

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (shopId === null || busy) return
    if (count === 0) return void toast.error(M.selectAtLeastOne)
    if (count > PRINTIFY_IMPORT_MAX_PRODUCTS) return void toast.error(M.tooMany(PRINTIFY_IMPORT_MAX_PRODUCTS))
    void importRun.run({ shop_id: shopId, product_ids: [...selection] })
  }

  let list
  if (products.isPending) {
    list = (
      <div className="space-y-2" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[82px] rounded-[12px]" />
        ))}
      </div>
    )
  } else if (products.isError && !items) {
    const problem = loadProblem(products.error, M.productsFailed)
    list = (
      <ProblemPanel
        message={problem.message}
        keyIssue={problem.keyIssue}
        retrying={products.isFetching}
        onRetry={() => void products.refetch()}
      />
    )
  } else if (!items || items.length === 0) {
    list = (
      <p className="rounded-[12px] border border-dashed p-8 text-center text-sm text-muted-foreground">
        {M.noProducts}
      </p>
    )
  } else {
    list = (
      <ProductPickList
        products={items}
        selection={selection}
        onToggle={(id, checked) => setSelection((prev) => toggleProduct(prev, id, checked))}
        onTogglePage={(checked) =>
          setSelection((prev) =>
            togglePage(
              prev,
              items.map((item) => item.id),
              checked,
            ),
          )
        }
      />
    )
  }

  return (
    <div className="space-y-4">
      <form
        onSubmit={onSubmit}
        className="flex flex-col gap-3 rounded-[12px] border bg-card p-4 text-card-foreground sm:flex-row sm:items-end sm:justify-between"
      >
        <div className="flex min-w-0 flex-col gap-1 sm:w-72">
          <label htmlFor="printify-shop" className="text-sm font-medium">
            Shop
          </label>
          <NativeSelect
            id="printify-shop"
            value={shopId ?? ''}
            onChange={(event) => chooseShop(Number(event.target.value))}
          >
            {shops.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {selectionSummary(count)}
          </p>
          <Button type="submit" disabled={count === 0 || importRun.isRunning} loading={importRun.isStarting}>
            {!importRun.isStarting && <PackagePlus aria-hidden="true" />}
            {importButtonLabel(count)}
          </Button>
        </div>
      </form>

      {importRun.job && (
        <ImportProgress
          job={importRun.job}
          pollFailed={importRun.pollFailed}
          onRetryPoll={importRun.retryPoll}
          onDismiss={importRun.dismiss}
        />
      )}

      <div aria-busy={products.isFetching || undefined}>{list}</div>

      {items && items.length > 0 && (
        <nav
          aria-label="Printify product pages"
          className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground"
        >
          <p>{productCount(products.data?.total ?? 0)} in this shop</p>
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <span className="whitespace-nowrap" aria-live="polite">
              Page {page} of {lastPage}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= lastPage || products.isPlaceholderData}
              onClick={() => setPage(page + 1)}
            >
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </nav>
      )}
    </div>
  )
}
