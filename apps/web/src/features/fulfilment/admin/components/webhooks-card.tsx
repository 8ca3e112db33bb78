import { useState } from 'react'
import { Webhook } from 'lucide-react'
import { toast } from 'sonner'
import { FULFILMENT_MESSAGES as M, PRINTIFY_WEBHOOK_TOPICS } from '@rdo/contracts'
import { PRINTIFY_MESSAGES } from '@rdo/contracts/printify-messages'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format'
import { usePrintifyWebhooks, useRegisterPrintifyWebhooks } from '../api/printify-webhooks'

const REGISTER_FAILED = 'Printify did not register the webhooks. Please try again.'
const LOAD_FAILED = 'Failed to load the Printify webhook state'

/**
 * Printify tells the shop about its orders (production, shipments, deliveries) through webhooks: where
 * they are delivered, which topics each Printify shop has registered and when, and the button that
 * registers them again (with a fresh secret per shop).
 */
export function WebhooksCard() {
  const state = usePrintifyWebhooks()
  const [failure, setFailure] = useState<string | null>(null)
  const register = useRegisterPrintifyWebhooks()
  const data = state.data
  const registered = (data?.shops.length ?? 0) > 0

  const onRegister = () => {
    setFailure(null)
    register.mutate(undefined, {
      onSuccess: () => toast.success(M.webhookRegistered),
      onError: (error) => {
        const message = errorMessage(error, REGISTER_FAILED)
        setFailure(message)
        toast.error(message)
      },
    })
  }

  let body
  if (state.isError && !data) {
    body = (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
        {errorMessage(state.error, LOAD_FAILED)}
        <Button variant="outline" size="sm" loading={state.isFetching} onClick={() => void state.refetch()}>
          Try again
        </Button>
      </p>
    )
  } else if (!data) {
    body = <Skeleton className="h-16 w-full" />
  } else {
    body = (
      <div className="space-y-3 text-sm">
        {!data.configured && <p className="text-warning">{PRINTIFY_MESSAGES.notConfigured}</p>}
        <dl className="grid gap-1 sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-x-4">
          <dt className="text-muted-foreground">Delivered to</dt>
          <dd className="font-mono text-xs break-all">{data.url ?? M.webhookUrlMissing}</dd>
        </dl>
        {registered ? (
          <ul className="space-y-2" aria-label="Registered Printify shops">
            {data.shops.map((shop) => (
              <li key={shop.shop_id} className="rounded-lg border p-3">
                <p className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">
                    Shop <span className="font-mono">{shop.shop_id}</span>
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {shop.registered_at
                      ? `Registered ${formatDateTime(shop.registered_at)}`
                      : 'Not registered'}
                  </span>
                </p>
                <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`Topics of shop ${shop.shop_id}`}>
                  {shop.topics.map((topic) => (
                    <li key={topic}>
                      <Badge variant="neutral" className="font-mono font-normal">
                        {topic}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">
            Not registered yet: Printify&apos;s production and shipping updates do not reach the shop until
            the webhooks ({PRINTIFY_WEBHOOK_TOPICS.length} topics) are registered.
          </p>
        )}
        {failure && (
          <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft px-3 py-2 text-danger">
            {failure}
          </p>
        )}
      </div>
    )
  }

  return (
    <section
      aria-labelledby="printify-webhooks-heading"
      className="space-y-4 rounded-[12px] border bg-card p-5 text-card-foreground"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <Webhook className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 space-y-1">
            <h2 id="printify-webhooks-heading" className="font-display text-lg font-semibold">
              Printify webhooks
            </h2>
            <p className="text-sm text-muted-foreground">
              How Printify tells the shop that an order went into production, shipped or was delivered.
            </p>
          </div>
        </div>
        {data && (
          <Button
            variant={registered ? 'outline' : 'primary'}
            loading={register.isPending}
            onClick={onRegister}
          >
            {registered ? 'Re-register' : 'Register webhooks'}
          </Button>
        )}
      </div>
      {body}
    </section>
  )
}
