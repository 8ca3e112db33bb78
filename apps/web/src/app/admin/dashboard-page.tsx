import { lazy, Suspense, type ComponentType } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ArrowUpRight, LifeBuoy, Package, ShoppingBag, Users } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useAdminSummary } from '@/features/admin'
import { loadProductsTab } from '@/features/catalog/pages'
import { loadDesignsTab } from '@/features/community/pages'
import { loadMarketingTab } from '@/features/email/pages'
import { loadOrdersTab } from '@/features/orders/pages'
import { loadUsersTab } from '@/features/profiles/pages'
import { loadSettingsTab } from '@/features/site/pages'
import { loadSupportTab } from '@/features/support/pages'
import { DASHBOARD_TABS, QUICK_LINKS, type DashboardTab } from './screens'
import { EmailLinkTab, PrintifyLinkTab, WalletsLinkTab } from './screen-link-tabs'

const TAB_LABELS: Record<DashboardTab, string> = {
  users: 'Users',
  orders: 'Orders',
  support: 'Support',
  products: 'Products',
  printify: 'Printify',
  designs: 'Designs',
  wallets: 'Wallets',
  email: 'Email',
  marketing: 'Marketing',
  settings: 'Settings',
}

const TAB_PANELS: Record<DashboardTab, ComponentType> = {
  users: lazy(() => loadUsersTab().then((m) => ({ default: m.UsersTab }))),
  orders: lazy(() => loadOrdersTab().then((m) => ({ default: m.OrdersTab }))),
  support: lazy(() => loadSupportTab().then((m) => ({ default: m.SupportTab }))),
  products: lazy(() => loadProductsTab().then((m) => ({ default: m.ProductsTab }))),
  printify: PrintifyLinkTab,
  designs: lazy(() => loadDesignsTab().then((m) => ({ default: m.DesignsTab }))),
  wallets: WalletsLinkTab,
  email: EmailLinkTab,
  marketing: lazy(() => loadMarketingTab().then((m) => ({ default: m.MarketingTab }))),
  settings: lazy(() => loadSettingsTab().then((m) => ({ default: m.SettingsTab }))),
}

function isTab(value: string | null): value is DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '')
}

export function DashboardPage() {
  const [search, setSearch] = useSearchParams()
  const tabParam = search.get('tab')
  const tab: DashboardTab = isTab(tabParam) ? tabParam : 'users'
  const summary = useAdminSummary()
  const cards = [
    { label: 'Users', value: summary.data?.users, icon: Users, tab: 'users' as const },
    { label: 'Orders', value: summary.data?.orders, icon: ShoppingBag, tab: 'orders' as const },
    {
      label: 'Support tickets',
      value: summary.data?.support_tickets,
      detail: summary.data ? `${summary.data.open_support_tickets} open` : undefined,
      icon: LifeBuoy,
      tab: 'support' as const,
    },
    {
      label: 'Products',
      value: summary.data?.products,
      detail: summary.data ? `${summary.data.active_products} active` : undefined,
      icon: Package,
      tab: 'products' as const,
    },
  ]
  // Switching tabs starts the new list from scratch: its own search, filters, sort and page.
  const selectTab = (next: string) => setSearch(new URLSearchParams({ tab: next }), { replace: false })

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl font-bold tracking-tight">Dashboard</h1>
          <p className="text-sm text-muted-foreground">
            Users, orders, support, products, Printify, designs, wallets, email, marketing and site settings.
          </p>
        </div>
      </div>

      <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((c) => (
          <Card key={c.label} className="p-0">
            <button
              type="button"
              onClick={() => selectTab(c.tab)}
              className="flex w-full items-start justify-between gap-2 rounded-xl p-4 text-left hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span>
                <span className="block text-sm text-muted-foreground">{c.label}</span>
                {summary.isPending ? (
                  <Skeleton className="mt-1 h-8 w-16" />
                ) : (
                  <span className="block font-display text-2xl font-bold tabular-nums">
                    {(c.value ?? 0).toLocaleString('en-US')}
                  </span>
                )}
                {c.detail && <span className="block text-xs text-muted-foreground">{c.detail}</span>}
              </span>
              <c.icon className="size-5 text-primary" aria-hidden="true" />
            </button>
          </Card>
        ))}
      </section>

      {QUICK_LINKS.length > 0 && (
        <nav aria-label="Quick links" className="flex flex-wrap gap-2">
          {QUICK_LINKS.map((l) => (
            <Link
              key={l.path}
              to={l.path}
              className="inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <l.icon className="size-4" aria-hidden="true" />
              {l.label}
              <ArrowUpRight className="size-3.5 text-muted-foreground" aria-hidden="true" />
            </Link>
          ))}
        </nav>
      )}

      <Tabs value={tab} onValueChange={selectTab}>
        <div className="-mx-4 overflow-x-auto px-4">
          <TabsList>
            {DASHBOARD_TABS.map((t) => (
              <TabsTrigger key={t} value={t}>
                {TAB_LABELS[t]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {DASHBOARD_TABS.map((t) => {
          const Panel = TAB_PANELS[t]
          return (
            <TabsContent key={t} value={t} className="mt-4">
              {t === tab && (
                <Suspense
                  fallback={
                    <div className="flex justify-center py-10">
                      <Spinner />
                    </div>
                  }
                >
                  <Panel />
                </Suspense>
              )}
            </TabsContent>
          )
        })}
      </Tabs>
    </div>
  )
}
