import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Check, Heart, LifeBuoy, Palette, ShoppingBag, ThumbsUp, UserRound, X } from 'lucide-react'
import type { AdminUserDetail } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { formatDate, formatMoney, shortId } from '@/lib/format'
import { OrderStatusBadge } from '@/features/orders'
import { TicketStatusBadge } from '@/features/support'
import { useImpersonateUser } from '../api/impersonate-user'
import { DesignStatusBadge } from './design-status-badge'
import { SendNotificationDialog } from './send-notification-dialog'

function StatCard({
  label,
  value,
  detail,
  icon: Icon,
}: {
  label: string
  value: number
  detail: string
  icon: typeof Heart
}) {
  return (
    <Card className="flex items-start justify-between gap-2 p-4">
      <div>
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="font-display text-2xl font-bold tabular-nums">{value.toLocaleString('en-US')}</p>
        <p className="text-xs text-muted-foreground">{detail}</p>
      </div>
      <Icon className="size-5 text-primary" aria-hidden="true" />
    </Card>
  )
}

type Entry = { id: string; to?: string; title: ReactNode; meta: string; badge?: ReactNode }

function RecentList({ title, empty, items }: { title: string; empty: string; items: Entry[] }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="min-w-0">
                {item.to ? (
                  <Link
                    to={item.to}
                    className="block truncate text-sm font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {item.title}
                  </Link>
                ) : (
                  <p className="truncate text-sm font-medium">{item.title}</p>
                )}
                <p className="text-xs text-muted-foreground">{item.meta}</p>
              </div>
              {item.badge}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Flag({ label, on }: { label: string; on: boolean }) {
  return (
    <li className="flex items-center justify-between gap-3 py-1.5 text-sm">
      <span>{label}</span>
      <span
        className={
          on
            ? 'inline-flex items-center gap-1 text-success'
            : 'inline-flex items-center gap-1 text-muted-foreground'
        }
      >
        {on ? <Check className="size-4" aria-hidden="true" /> : <X className="size-4" aria-hidden="true" />}
        {on ? 'On' : 'Off'}
      </span>
    </li>
  )
}

/** The overview tab: summary cards, the latest of each kind, the wishlist, preferences and admin actions. */
export function UserOverview({ detail, isSelf }: { detail: AdminUserDetail; isSelf: boolean }) {
  const { profile, recent } = detail
  const impersonate = useImpersonateUser()
  const cannotImpersonate = isSelf
    ? 'You cannot impersonate yourself'
    : profile.role === 'admin'
      ? 'Admins cannot be impersonated'
      : null
  return (
    <div className="space-y-6">
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Orders"
          value={detail.orders.total_orders}
          detail={`${formatMoney(detail.orders.total_spent_cents)} spent`}
          icon={ShoppingBag}
        />
        <StatCard
          label="Support tickets"
          value={detail.support.total_tickets}
          detail={`${detail.support.open_tickets} open`}
          icon={LifeBuoy}
        />
        <StatCard
          label="Designs"
          value={detail.designs.total_designs}
          detail={`${detail.designs.total_votes.toLocaleString('en-US')} total votes`}
          icon={Palette}
        />
        <StatCard label="Wishlist" value={detail.wishlist.count} detail="saved products" icon={Heart} />
      </section>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Card className="space-y-5 p-5 xl:col-span-2">
          <h2 className="font-semibold">Recent activity</h2>
          <div className="grid gap-5 md:grid-cols-2">
            <RecentList
              title="Orders"
              empty="No orders yet"
              items={recent.orders.map((o) => ({
                id: o.id,
                to: `/admin/orders/${o.id}`,
                title: (
                  <>
                    Order <span className="font-mono">#{shortId(o.id)}</span>
                  </>
                ),
                meta: `${formatDate(o.created_at)} · ${formatMoney(o.total_cents)}`,
                badge: <OrderStatusBadge status={o.status} />,
              }))}
            />
            <RecentList
              title="Support tickets"
              empty="No support tickets"
              items={recent.tickets.map((x) => ({
                id: x.id,
                title: x.subject,
                meta: formatDate(x.created_at),
                badge: <TicketStatusBadge status={x.status} />,
              }))}
            />
            <RecentList
              title="Designs"
              empty="No designs submitted"
              items={recent.designs.map((d) => ({
                id: d.id,
                to: `/admin/designs/${d.id}`,
                title: d.description,
                meta: `${formatDate(d.created_at)} · ${d.votes} votes`,
                badge: <DesignStatusBadge status={d.status} />,
              }))}
            />
            <RecentList
              title="Votes"
              empty="No votes cast"
              items={recent.votes.map((v) => ({
                id: v.id,
                to: `/admin/designs/${v.design_id}`,
                title: (
                  <span className="inline-flex items-center gap-1">
                    <ThumbsUp className="size-3.5 shrink-0" aria-hidden="true" />
                    {v.design_description}
                  </span>
                ),
                meta: formatDate(v.created_at),
              }))}
            />
          </div>
        </Card>

        <div className="space-y-6">
          <Card className="space-y-3 p-5">
            <h2 className="font-semibold">Admin actions</h2>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                loading={impersonate.isPending}
                disabled={!!cannotImpersonate}
                title={cannotImpersonate ?? undefined}
                onClick={() => impersonate.mutate(profile.id)}
              >
                <UserRound aria-hidden="true" />
                Impersonate
              </Button>
              <SendNotificationDialog userId={profile.id} email={profile.email} />
            </div>
            <p className="text-xs text-muted-foreground">
              {cannotImpersonate ??
                'Impersonating opens the shop as this customer for up to an hour; a banner there ends it.'}
            </p>
          </Card>

          <Card className="p-5">
            <h2 className="mb-2 font-semibold">Wishlist</h2>
            {detail.wishlist.items.length === 0 ? (
              <p className="text-sm text-muted-foreground">No saved products</p>
            ) : (
              <ul className="space-y-2">
                {detail.wishlist.items.map((item) => (
                  <li key={item.product_id}>
                    <Link
                      to={`/admin/products/${item.product_id}`}
                      className="flex items-center gap-3 rounded-md p-1 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      {item.image_url ? (
                        <img
                          src={item.image_url}
                          alt=""
                          width={40}
                          height={40}
                          loading="lazy"
                          className="size-10 shrink-0 rounded object-cover"
                        />
                      ) : (
                        <span className="size-10 shrink-0 rounded bg-muted" aria-hidden="true" />
                      )}
                      <span className="min-w-0 truncate text-sm font-medium">{item.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {detail.wishlist.count > detail.wishlist.items.length && (
              <p className="mt-2 text-xs text-muted-foreground">
                and {detail.wishlist.count - detail.wishlist.items.length} more
              </p>
            )}
          </Card>

          <Card className="p-5">
            <h2 className="mb-1 font-semibold">Preferences</h2>
            <h3 className="mt-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Notifications
            </h3>
            <ul className="divide-y">
              <Flag label="Order updates" on={profile.notification_preferences.order_updates} />
              <Flag label="Marketing" on={profile.notification_preferences.marketing} />
            </ul>
            <h3 className="mt-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Marketing email
            </h3>
            <ul className="divide-y">
              <Flag label="Newsletter" on={profile.marketing_preferences.email_newsletter} />
              <Flag label="Order updates" on={profile.marketing_preferences.order_updates} />
              <Flag label="Promotional offers" on={profile.marketing_preferences.promotional_offers} />
              <Flag label="Product updates" on={profile.marketing_preferences.product_updates} />
            </ul>
          </Card>
        </div>
      </div>
    </div>
  )
}
