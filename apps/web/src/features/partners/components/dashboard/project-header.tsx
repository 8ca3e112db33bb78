import type { PartnerProjectSummary } from '@rdo/contracts'
import { NativeSelect } from '@/components/ui/native-select'
import { imageSrcSet } from '@/lib/images'
import { PartnerStatusBadge } from './status-badge'

const STATUS_TEXT = { approved: 'approved', pending: 'pending review', rejected: 'rejected' } as const

/** The chosen project's logo, name and state; a selector when the caller has more than one. */
export function ProjectHeader({
  projects,
  project,
  onSelect,
}: {
  projects: readonly PartnerProjectSummary[]
  project: PartnerProjectSummary
  onSelect: (id: string) => void
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-4">
        <div className="size-14 shrink-0 overflow-hidden rounded-[12px] border bg-muted">
          {project.logo_url ? (
            <img
              src={project.logo_url}
              srcSet={imageSrcSet(project.logo_url)}
              sizes="56px"
              alt=""
              width={56}
              height={56}
              className="size-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-full items-center justify-center font-display text-xl font-bold"
            >
              {project.name.slice(0, 1).toUpperCase()}
            </span>
          )}
        </div>
        <div className="min-w-0">
          <h2 className="truncate text-2xl font-bold">{project.name}</h2>
          <div className="mt-1 flex items-center gap-2">
            <span className="font-mono text-sm text-muted-foreground">${project.token_symbol}</span>
            <PartnerStatusBadge status={project.status} />
          </div>
        </div>
      </div>
      {projects.length > 1 && (
        <div className="flex flex-col gap-1.5 sm:w-72">
          <label htmlFor="partner-project" className="text-sm font-medium">
            Project
          </label>
          <NativeSelect
            id="partner-project"
            value={project.id}
            onChange={(event) => onSelect(event.target.value)}
          >
            {projects.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} (${item.token_symbol}), {STATUS_TEXT[item.status]}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </div>
  )
}
