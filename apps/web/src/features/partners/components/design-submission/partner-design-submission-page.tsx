import { useEffect, useMemo } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Clock, Store } from 'lucide-react'
import { toast } from 'sonner'
import { PARTNER_MESSAGES as M } from '@rdo/contracts/partner-messages'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-field'
import { Skeleton } from '@/components/ui/skeleton'
import { usePartnerProjects } from '../../api/projects-api'
import { approvedProjects, initialProjectId } from '../../lib/design-form'
import { PartnerDesignForm } from './partner-design-form'

/** /partner-design-submission: a design for one of the signed-in partner's approved projects. */
export function PartnerDesignSubmissionPage() {
  const [searchParams] = useSearchParams()
  const projects = usePartnerProjects()
  const all = projects.data?.items
  const approved = useMemo(() => approvedProjects(all ?? []), [all])

  useEffect(() => {
    if (projects.isError) toast.error(M.loadProjectsFailed)
  }, [projects.isError])

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-3">
        <p className="font-mono text-xs font-semibold tracking-[0.2em] text-primary uppercase">
          Partner Program
        </p>
        <h1 className="text-3xl font-bold sm:text-4xl">Submit a Partner Design</h1>
        <p className="text-muted-foreground">
          Add a design to your partner store. Once our team approves it, it goes on sale as a t-shirt, hoodie
          and hat, and its sales count towards your revenue share.
        </p>
      </header>

      {projects.isPending ? (
        <FormSkeleton />
      ) : projects.isError ? (
        <div className="mt-8 flex flex-col items-start gap-3">
          <FormAlert>{M.loadProjectsFailed}</FormAlert>
          <Button variant="outline" onClick={() => void projects.refetch()}>
            Try again
          </Button>
        </div>
      ) : approved.length === 0 ? (
        <NoApprovedProjects hasProjects={(all?.length ?? 0) > 0} />
      ) : (
        <PartnerDesignForm
          projects={approved}
          initialProjectId={initialProjectId(approved, searchParams.get('project'))}
        />
      )}
    </div>
  )
}

function NoApprovedProjects({ hasProjects }: { hasProjects: boolean }) {
  return (
    <section
      aria-labelledby="no-approved-projects"
      className="mt-8 flex flex-col items-center gap-4 rounded-[12px] border bg-card px-6 py-12 text-center"
    >
      {hasProjects ? (
        <Clock className="size-10 text-warning" aria-hidden="true" />
      ) : (
        <Store className="size-10 text-muted-foreground" aria-hidden="true" />
      )}
      <h2 id="no-approved-projects" className="text-2xl font-bold">
        No Approved Projects
      </h2>
      <p className="max-w-md text-muted-foreground">
        {hasProjects
          ? 'Designs can be submitted once one of your projects is approved. We review applications within 48 hours; follow yours on the partner dashboard.'
          : 'Designs can be submitted to approved partner projects only. Apply to the partner program first; we review applications within 48 hours.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/partner-dashboard">Go to Partner Dashboard</Link>
        </Button>
        {!hasProjects && (
          <Button asChild variant="outline">
            <Link to="/partner-application">Apply Now</Link>
          </Button>
        )}
      </div>
    </section>
  )
}

/** The form's outline while the projects load, so nothing jumps when it appears. */
function FormSkeleton() {
  return (
    <div role="status" className="mt-8 flex flex-col gap-6 rounded-[12px] border bg-card p-5 sm:p-6">
      <span className="sr-only">Loading your projects…</span>
      {[0, 1].map((key) => (
        <div key={key} aria-hidden="true" className="flex flex-col gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      <Skeleton aria-hidden="true" className="h-40 w-full rounded-[12px]" />
    </div>
  )
}
