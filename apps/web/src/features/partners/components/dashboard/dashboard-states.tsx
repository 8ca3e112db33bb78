import { Link } from 'react-router'
import { Clock, Handshake, XCircle } from 'lucide-react'
import { PARTNER_MESSAGES as M } from '@rdo/contracts/partner-messages'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

export function NoProjects() {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 p-10 text-center">
      <Handshake className="size-12 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-2xl font-bold">No partner projects yet</h2>
      <p className="text-muted-foreground">
        Apply with your token project to get a merch store with zero upfront cost and 20% of every sale.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild size="lg">
          <Link to="/partner-application">Apply Now</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/partner-program">Learn more</Link>
        </Button>
      </div>
    </Card>
  )
}

export function ProjectsLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 p-10 text-center">
      <h2 className="text-xl font-bold">{M.loadProjectsFailed}</h2>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  )
}

export function PendingBanner() {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-[12px] border border-warning/30 bg-warning-soft p-4 text-warning"
    >
      <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">Your application is under review</p>
        <p className="text-sm">
          We usually review applications within 24–48 hours. Your store and design submissions open once it is
          approved.
        </p>
      </div>
    </div>
  )
}

export function RejectedProject() {
  return (
    <Card className="flex flex-col items-start gap-4 p-6 sm:p-8">
      <div className="flex gap-3 text-danger">
        <XCircle className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        <h2 className="text-xl font-bold">This application was not approved</h2>
      </div>
      <p className="text-muted-foreground">
        The project cannot open a partner store. If you think this is a mistake, or your project has changed,
        contact support or apply with another project.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/support">Contact support</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/partner-application">Apply with another project</Link>
        </Button>
      </div>
    </Card>
  )
}

export function DashboardSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your projects" className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <Skeleton className="size-14 rounded-[12px]" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-24" />
        </div>
      </div>
      <Skeleton className="h-11 w-full max-w-md" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, slot) => (
          <Skeleton key={slot} className="h-32 rounded-[12px]" />
        ))}
      </div>
    </div>
  )
}
