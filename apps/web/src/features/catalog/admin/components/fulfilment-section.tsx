import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import {
  FULFILMENT_MESSAGES as M,
  FULFILMENT_PROVIDER_LABELS,
  type ProductFulfilmentResponse,
} from '@rdo/contracts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { errorMessage } from '@/lib/api-client'
import { useProductFulfilment, useSetProductFulfilment } from '../api/product-fulfilment'

const LOAD_FAILED = 'Could not load how this product is fulfilled'
const LINK_FAILED = 'Printify did not link this product. Please try again.'
const UNLINK_FAILED = 'The product could not be moved to shop stock. Please try again.'

/**
 * The product editor's fulfilment: who makes and ships the product (the shop's own stock, or a Printify
 * shop's product with its variants matched by size and colour), moving it back to shop stock, and
 * linking it to a Printify product. It has its own saves, so it sits outside the product form.
 */
export function FulfilmentSection({ productId }: { productId: string }) {
  const current = useProductFulfilment(productId)
  const data = current.data

  return (
    <section
      aria-labelledby="product-fulfilment-title"
      className="min-w-0 rounded-xl border bg-card p-4 text-card-foreground sm:p-5"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="product-fulfilment-title" className="font-display text-base font-semibold">
            Fulfilment
          </h2>
          <p className="text-sm text-muted-foreground">
            Who makes and ships this product when it is ordered.
          </p>
        </div>
        {data && (
          <p className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">Fulfilled by</span>
            <Badge variant={data.provider === 'printify' ? 'info' : 'neutral'}>
              {FULFILMENT_PROVIDER_LABELS[data.provider]}
            </Badge>
          </p>
        )}
      </div>
      {current.isError && !data ? (
        <FormAlert>
          <span className="flex flex-wrap items-center justify-between gap-2">
            {errorMessage(current.error, LOAD_FAILED)}
            <Button
              variant="outline"
              size="sm"
              loading={current.isFetching}
              onClick={() => void current.refetch()}
            >
              Try again
            </Button>
          </span>
        </FormAlert>
      ) : !data ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading the fulfilment">
          <Skeleton className="h-6 w-64" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : (
        <FulfilmentBody productId={productId} data={data} />
      )}
    </section>
  )
}

function FulfilmentBody({ productId, data }: { productId: string; data: ProductFulfilmentResponse }) {
  const set = useSetProductFulfilment(productId)
  const [shopId, setShopId] = useState(data.shop_id ? String(data.shop_id) : '')
  const [productRef, setProductRef] = useState('')
  const [errors, setErrors] = useState<{ shop?: string; product?: string; form?: string }>({})
  const printify = data.provider === 'printify'
  const unlinking = set.isPending && set.variables?.provider === 'manual'
  const linking = set.isPending && set.variables?.provider === 'printify'

  const link = (e: FormEvent) => {
    e.preventDefault()
    const shop = Number(shopId.trim())
    const next: typeof errors = {}
    if (!/^\d+$/.test(shopId.trim()) || !Number.isSafeInteger(shop) || shop <= 0) {
      next.shop = 'Enter the Printify shop id (a number)'
    }
    if (!productRef.trim()) next.product = 'Enter the Printify product id'
    setErrors(next)
    if (next.shop || next.product) return
    set.mutate(
      { provider: 'printify', shop_id: shop, printify_product_id: productRef.trim() },
      {
        onSuccess: () => {
          setProductRef('')
          toast.success(M.linked)
        },
        onError: (error) => {
          const message = errorMessage(error, LINK_FAILED)
          setErrors({ form: message })
          toast.error(message)
        },
      },
    )
  }

  const unlink = () => {
    setErrors({})
    set.mutate(
      { provider: 'manual' },
      {
        onSuccess: () => toast.success(M.unlinked),
        onError: (error) => {
          const message = errorMessage(error, UNLINK_FAILED)
          setErrors({ form: message })
          toast.error(message)
        },
      },
    )
  }

  return (
    <div className="space-y-5">
      {printify ? (
        <div className="space-y-3">
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
            <dt className="text-muted-foreground">Printify shop</dt>
            <dd className="font-mono">{data.shop_id ?? '—'}</dd>
            <dt className="text-muted-foreground">Printify product</dt>
            <dd className="font-mono break-all">{data.printify_product_id ?? '—'}</dd>
          </dl>
          <div className="overflow-x-auto rounded-lg border">
            <Table aria-label="Linked Printify variants">
              <TableHeader>
                <TableRow>
                  <TableHead>Size</TableHead>
                  <TableHead>Colour</TableHead>
                  <TableHead>SKU</TableHead>
                  <TableHead>Available</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.variants.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={4} className="py-6 text-center text-muted-foreground">
                      No variant is linked: link the product again to read Printify&apos;s variants.
                    </TableCell>
                  </TableRow>
                ) : (
                  data.variants.map((v) => (
                    <TableRow key={v.printify_variant_id}>
                      <TableCell>{v.size ?? '—'}</TableCell>
                      <TableCell>{v.color ?? '—'}</TableCell>
                      <TableCell className="font-mono text-xs whitespace-nowrap">{v.sku ?? '—'}</TableCell>
                      <TableCell>
                        <Badge variant={v.available ? 'success' : 'danger'}>
                          {v.available ? 'Available' : 'Unavailable'}
                        </Badge>
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </div>
          <Button variant="outline" loading={unlinking} disabled={linking} onClick={unlink}>
            Fulfil from shop stock
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Orders of this product are shipped by the shop from its own stock. Link it to a Printify product to
          have Printify print and ship it instead.
        </p>
      )}
      <form
        onSubmit={link}
        noValidate
        aria-label="Link to Printify"
        className="grid gap-4 border-t pt-4 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)_auto] sm:items-start"
      >
        <FormField label="Printify shop id" error={errors.shop}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            className="font-mono"
            value={shopId}
            onChange={(e) => setShopId(e.target.value)}
          />
        </FormField>
        <FormField label="Printify product id" error={errors.product}>
          <Input
            autoComplete="off"
            className="font-mono"
            value={productRef}
            onChange={(e) => setProductRef(e.target.value)}
          />
        </FormField>
        <Button type="submit" className="sm:mt-7" loading={linking} disabled={unlinking}>
          {printify ? 'Link to another Printify product' : 'Link to Printify'}
        </Button>
        <FormAlert className="sm:col-span-3">{errors.form}</FormAlert>
      </form>
    </div>
  )
}
