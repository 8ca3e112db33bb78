import { Link, useSearchParams } from 'react-router'
import { PARTNER_MESSAGES as M } from '@rdo/contracts/partner-messages'
import type { PartnerProjectSummary } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { usePartnerProject } from '../../api/project-api'
import { usePartnerProjects } from '../../api/projects-api'
import {
  DASHBOARD_TABS,
  dashboardSearch,
  parseDashboardTab,
  selectProject,
  type DashboardTab,
} from '../../lib/dashboard-params'
import {
  DashboardSkeleton,
  NoProjects,
  PendingBanner,
  ProjectsLoadFailed,
  RejectedProject,
} from './dashboard-states'
import { DesignsTab } from './designs-tab'
import { EmbedTab } from './embed-tab'
import { OverviewTab } from './overview-tab'
import { ProjectHeader } from './project-header'
import { SettingsTab } from './settings-tab'

/** /partner-dashboard (signed in): the caller's partner projects, one at a time (`?project=`, `?tab=`). */
export function PartnerDashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const projects = usePartnerProjects()
  useLoadErrorToast(projects, M.loadProjectsFailed, { scope: 'partner' })
  const items = projects.data?.items ?? []
  const project = selectProject(items, searchParams.get('project'))

  const selectProjectId = (id: string) => setSearchParams(dashboardSearch(searchParams, { project: id }))

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-mono text-xs tracking-[0.2em] text-muted-foreground uppercase">Partners</p>
          <h1 className="text-3xl font-bold sm:text-4xl">Partner Dashboard</h1>
        </div>
        <Link
          to="/partner-program"
          className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          How the partner program works
        </Link>
      </header>

      {projects.isPending ? (
        <DashboardSkeleton />
      ) : projects.isError && !projects.data ? (
        <ProjectsLoadFailed onRetry={() => void projects.refetch()} />
      ) : !project ? (
        <NoProjects />
      ) : (
        <ProjectDashboard key={project.id} projects={items} project={project} onSelect={selectProjectId} />
      )}
    </div>
  )
}

function ProjectDashboard({
  projects,
  project,
  onSelect,
}: {
  projects: readonly PartnerProjectSummary[]
  project: PartnerProjectSummary
  onSelect: (id: string) => void
}) {
  const [searchParams, setSearchParams] = useSearchParams()
  const tab = parseDashboardTab(searchParams.get('tab'))
  const rejected = project.status === 'rejected'
  const detail = usePartnerProject(rejected ? '' : project.id)
  useLoadErrorToast(detail, M.loadProjectFailed, { scope: 'partner' })

  const canSubmit = project.status === 'approved'
  const submitHref = `/partner-design-submission?project=${encodeURIComponent(project.id)}`
  const embedHref = { search: `?${dashboardSearch(searchParams, { tab: 'embed' })}` }

  const setTab = (value: string) =>
    setSearchParams(dashboardSearch(searchParams, { tab: value as DashboardTab }), {
      replace: true,
      preventScrollReset: true,
    })

  return (
    <div className="flex flex-col gap-6">
      <ProjectHeader projects={projects} project={project} onSelect={onSelect} />
      {project.status === 'pending' && <PendingBanner />}
      {rejected ? (
        <RejectedProject />
      ) : (
        <>
          {detail.isError && !detail.data && (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-between gap-3 rounded-[12px] border border-danger/30 bg-danger-soft p-4 text-danger"
            >
              <p className="font-semibold">{M.loadProjectFailed}</p>
              <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
                Try again
              </Button>
            </div>
          )}
          <Tabs value={tab} onValueChange={setTab} className="min-w-0">
            <TabsList
              aria-label="Project sections"
              className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto"
            >
              {DASHBOARD_TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value} className="flex-1 sm:flex-none">
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="overview">
              <h2 className="sr-only">Overview</h2>
              <OverviewTab
                detail={detail.data}
                embedHref={embedHref}
                canSubmit={canSubmit}
                submitHref={submitHref}
              />
            </TabsContent>
            <TabsContent value="designs">
              <h2 className="sr-only">Designs</h2>
              <DesignsTab projectId={project.id} canSubmit={canSubmit} submitHref={submitHref} />
            </TabsContent>
            <TabsContent value="embed">
              <h2 className="sr-only">Embed Store</h2>
              <EmbedTab projectId={project.id} status={project.status} />
            </TabsContent>
            <TabsContent value="settings">
              <h2 className="sr-only">Settings</h2>
              <SettingsTab projectId={project.id} project={detail.data?.project} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  )
}
