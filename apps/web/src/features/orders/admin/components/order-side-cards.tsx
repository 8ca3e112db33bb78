import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { UserX } from 'lucide-react'
import type { AdminOrderDetail } from '@rdo/contracts'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { linkClass } from '@/components/admin/link-class'
import { formatDate, formatDateTime, formatMoney } from '@/lib/format'

/** A card of the order screen, a region named by its title. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader className="pb-3">
        <CardTitle id={id} className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm">{children}</CardContent>
    </Card>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right break-all">{children}</dd>
    </div>
  )
}

export function CustomerCard({ order }: { order: AdminOrderDetail }) {
  const { customer } = order
  return (
    <Section title="Customer">
      {customer ? (
        <div className="grid gap-1">
          <Link to={`/admin/users/${customer.id}`} className={`${linkClass} w-fit`}>
            {customer.name || 'Unnamed User'}
          </Link>
          <span className="break-all text-muted-foreground">{customer.email}</span>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-muted-foreground">
          <UserX className="size-4" aria-hidden="true" />
          Deleted account
        </p>
      )}
      {order.contact_email && order.contact_email !== customer?.email && (
        <p className="mt-2 text-xs text-muted-foreground">
          Contact email: <span className="break-all">{order.contact_email}</span>
        </p>
      )}
    </Section>
  )
}

export function ShippingCard({ order }: { order: AdminOrderDetail }) {
  const a = order.shipping_address
  const rate = order.shipping_rate
  return (
    <Section title="Shipping">
      <address className="not-italic leading-relaxed">
        {a.name}
        <br />
        {a.address}
        {a.address2 && (
          <>
            <br />
            {a.address2}
          </>
        )}
        <br />
        {a.city}, {a.state} {a.postal_code}
        <br />
        {a.country}
      </address>
      {rate && (
        <dl className="mt-3 grid gap-1 border-t pt-3">
          <Field label="Method">
            {rate.carrier} {rate.service}
          </Field>
          <Field label="Rate">
            <span className="font-mono">{rate.rate_cents === 0 ? 'Free' : formatMoney(rate.rate_cents)}</span>
          </Field>
          <Field label="Quoted delivery">
            {formatDate(`${rate.delivery_date}T12:00:00Z`)} ({rate.delivery_days} business days)
          </Field>
        </dl>
      )}
    </Section>
  )
}

const PAYMENT_BADGE = {
  unpaid: { label: 'Unpaid', variant: 'warning' },
  paid: { label: 'Paid', variant: 'success' },
  partially_refunded: { label: 'Partially refunded', variant: 'warning' },
  refunded: { label: 'Refunded', variant: 'neutral' },
  failed: { label: 'Failed', variant: 'danger' },
} as const

export function PaymentCard({ order }: { order: AdminOrderDetail }) {
  const p = order.payment
  const badge = PAYMENT_BADGE[p.status]
  return (
    <Section title="Payment">
      <dl className="grid gap-1">
        <Field label="Status">
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </Field>
        <Field label="Provider">
          {p.provider === 'simulated' ? 'Simulation (no charge)' : (p.provider ?? '—')}
        </Field>
        <Field label="Reference">
          <span className="font-mono text-xs">{p.reference ?? '—'}</span>
        </Field>
        <Field label="Paid">{p.paid_at ? formatDateTime(p.paid_at) : '—'}</Field>
        {order.expires_at && <Field label="Expires">{formatDateTime(order.expires_at)}</Field>}
      </dl>
    </Section>
  )
}
