import { Link } from 'react-router'
import { LifeBuoy, Palette, ShoppingBag, UserRound } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatMoney } from '@/lib/format'
import { useProfileSummary } from '../api/get-profile-summary'

const ACTIONS = [
  { to: '/products', label: 'Shop the collection', icon: ShoppingBag },
  { to: '/design-submission', label: 'Submit a design', icon: Palette },
  { to: '/profile', label: 'Edit your profile', icon: UserRound },
  { to: '/support', label: 'Get support', icon: LifeBuoy },
]

export function OverviewSection() {
  const summary = useProfileSummary()
  const data = summary.data
  const stats = [
    { label: 'Orders', value: data ? String(data.orders.total_orders) : null },
    { label: 'Total spent', value: data ? formatMoney(data.orders.total_spent_cents) : null },
    { label: 'Open tickets', value: data ? String(data.support.open_tickets) : null },
  ]
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <Card key={stat.label} className="p-5">
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="mt-2 font-mono text-2xl font-semibold">
              {stat.value ?? (summary.isError ? '—' : <Skeleton className="h-8 w-20" />)}
            </dd>
          </Card>
        ))}
      </dl>
      <Card className="p-5">
        <h3 className="mb-3 font-semibold">Quick actions</h3>
        <ul className="grid gap-2 sm:grid-cols-2">
          {ACTIONS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-lg border px-4 py-3 text-sm font-medium transition-colors duration-150 hover:bg-muted"
              >
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  )
}
