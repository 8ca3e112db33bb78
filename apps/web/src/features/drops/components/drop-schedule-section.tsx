import { useState } from 'react'
import type { AdminDrop } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-field'
import { Skeleton } from '@/components/ui/skeleton'
import { useAdminDrops } from '../api/get-admin-drops'
import { DropScheduleForm } from './drop-schedule-form'

interface DropScheduleSectionProps {
  productId: string
  /**
   * The product's drop when the caller already has it (the product's admin data); left out, the
   * section finds it in the back office's drop list.
   */
  drop?: AdminDrop | null
}

/** The product editor's drop settings: when it opens, in which zone, holder early access and the limit. */
export function DropScheduleSection({ productId, drop }: DropScheduleSectionProps) {
  const list = useAdminDrops({ enabled: drop === undefined })
  // What this section saved or removed outranks what it was given: the caller's data is not refetched.
  const [changed, setChanged] = useState<{ drop: AdminDrop | null } | null>(null)
  const found = list.data?.items.find((item) => item.product_id === productId) ?? null
  const stored = changed ? changed.drop : drop !== undefined ? drop : found
  const loading = !changed && drop === undefined && list.isPending
  const failed = !changed && drop === undefined && list.isError

  return (
    <section
      aria-labelledby="drop-schedule-title"
      className="min-w-0 rounded-xl border bg-card p-4 text-card-foreground sm:p-5"
    >
      <div className="mb-4">
        <h2 id="drop-schedule-title" className="font-display text-base font-semibold">
          Drop
        </h2>
        <p className="text-sm text-muted-foreground">
          Sell this product as a timed drop: a countdown until it opens, optional early access for $RDO
          holders and a limit per customer.
        </p>
      </div>
      {loading ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading the drop">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-40" />
        </div>
      ) : failed ? (
        <FormAlert>
          <span className="flex flex-wrap items-center justify-between gap-2">
            Could not load the drop
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </span>
        </FormAlert>
      ) : (
        <DropScheduleForm
          key={stored?.id ?? 'new'}
          productId={productId}
          stored={stored}
          onChanged={(next) => setChanged({ drop: next })}
        />
      )}
    </section>
  )
}
