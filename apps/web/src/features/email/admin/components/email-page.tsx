import { lazy, Suspense, type ComponentType } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowRight, FileText } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { emailAdminKeys } from '../api/email-admin-keys'
import {
  DASHBOARD_VIEWS,
  EMAIL_TABS,
  dashboardViewFrom,
  emailTabFrom,
  emailTabSearch,
  type DashboardView,
} from '../lib/tabs'
import { LogsTab } from './logs-tab'
import { OverviewTab } from './overview-tab'
import { SendEmailTab } from './send-email-tab'

// The bulk sender belongs to the marketing screens and loads only when its tab is opened.
const BulkEmailTab = lazy(() =>
  import('../marketing/components/bulk-email-tab').then((m) => ({ default: m.BulkEmailTab })),
)

const VIEW_PANELS: Record<DashboardView, ComponentType> = {
  overview: OverviewTab,
  logs: LogsTab,
  templates: TemplatesCard,
  send: SendEmailTab,
}

/** /admin/email — the email dashboard (overview, logs, templates, single sends) and the bulk sender. */
export function AdminEmailPage() {
  const [search, setSearch] = useSearchParams()
  const queryClient = useQueryClient()
  const tab = emailTabFrom(search.get('tab'))
  const view = dashboardViewFrom(search.get('view'))
  const selectTab = (next: string) => setSearch(emailTabSearch(emailTabFrom(next)))
  const selectView = (next: string) => setSearch(emailTabSearch('dashboard', dashboardViewFrom(next)))
  const onBulkSent = () => {
    void queryClient.invalidateQueries({ queryKey: emailAdminKeys.all })
    setSearch(emailTabSearch('dashboard'))
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-2">
          <h1 className="font-display text-2xl font-bold tracking-tight">Email Management</h1>
          <p className="text-sm text-muted-foreground">
            What the shop sends and how it lands: deliveries, opens, clicks and bounces, every logged event,
            and single or bulk sends.
          </p>
        </div>
        <Button variant="outline" size="sm" asChild>
          <Link to="/admin/email/templates">
            <FileText aria-hidden="true" />
            Email templates
          </Link>
        </Button>
      </div>

      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Email">
          {EMAIL_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="dashboard" className="mt-4">
          {tab === 'dashboard' && (
            <Tabs value={view} onValueChange={selectView}>
              <div className="-mx-4 overflow-x-auto px-4">
                <TabsList aria-label="Email dashboard" className="bg-transparent">
                  {DASHBOARD_VIEWS.map((v) => (
                    <TabsTrigger key={v.value} value={v.value}>
                      {v.label}
                    </TabsTrigger>
                  ))}
                </TabsList>
              </div>
              {DASHBOARD_VIEWS.map((v) => {
                const Panel = VIEW_PANELS[v.value]
                return (
                  <TabsContent key={v.value} value={v.value} className="mt-4">
                    {v.value === view && <Panel />}
                  </TabsContent>
                )
              })}
            </Tabs>
          )}
        </TabsContent>
        <TabsContent value="bulk" className="mt-4">
          {tab === 'bulk' && (
            <Suspense
              fallback={
                <div className="flex justify-center py-10">
                  <Spinner />
                </div>
              }
            >
              <BulkEmailTab onSent={onBulkSent} />
            </Suspense>
          )}
        </TabsContent>
      </Tabs>
    </div>
  )
}

function TemplatesCard() {
  return (
    <Card className="flex max-w-2xl flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-1">
        <h2 className="font-display text-lg font-semibold">Email templates</h2>
        <p className="text-sm text-muted-foreground">
          Create and edit the templates the shop sends, preview them with example data, and turn them on or
          off.
        </p>
      </div>
      <Button asChild>
        <Link to="/admin/email/templates">
          Manage templates
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  )
}
