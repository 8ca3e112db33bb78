import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowRight, LifeBuoy, Package } from 'lucide-react'
import type { ProfileSummary } from '@rdo/contracts'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDate, formatMoney } from '@/lib/format'

interface SummaryCardsProps {
  summary: ProfileSummary | undefined
  isError: boolean
}

export function SummaryCards({ summary, isError }: SummaryCardsProps) {
  const orders = summary?.orders
  const support = summary?.support
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
      <SummaryCard
        title="Order summary"
        icon={<Package aria-hidden="true" />}
        link={{ to: '/orders', label: 'View orders' }}
        loading={!summary && !isError}
        rows={[
          ['Total orders', orders ? String(orders.total_orders) : '—'],
          ['Total spent', orders ? formatMoney(orders.total_spent_cents) : '—'],
          ['Last order', orders?.last_order_date ? formatDate(orders.last_order_date) : 'None yet'],
        ]}
      />
      <SummaryCard
        title="Support summary"
        icon={<LifeBuoy aria-hidden="true" />}
        link={{ to: '/support', label: 'Support tickets' }}
        loading={!summary && !isError}
        rows={[
          ['Total tickets', support ? String(support.total_tickets) : '—'],
          ['Open tickets', support ? String(support.open_tickets) : '—'],
          ['Last ticket', support?.last_ticket_date ? formatDate(support.last_ticket_date) : 'None yet'],
        ]}
      />
    </div>
  )
}

interface SummaryCardProps {
  title: string
  icon: ReactNode
  link: { to: string; label: string }
  loading: boolean
  rows: [string, string][]
}

function SummaryCard({ title, icon, link, loading, rows }: SummaryCardProps) {
  return (
    <Card className="flex flex-col p-6">
      <div className="mb-4 flex items-center gap-2 [&_svg]:size-5 [&_svg]:text-primary">
        {icon}
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
      </div>
      <dl className="flex flex-col gap-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 text-sm">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-mono font-medium">{loading ? <Skeleton className="h-4 w-16" /> : value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={link.to}
        className="mt-5 inline-flex items-center gap-1 self-start text-sm font-semibold text-primary hover:underline"
      >
        {link.label}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  )
}
