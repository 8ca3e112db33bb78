import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { PartnerProject } from '@rdo/contracts'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { PaymentHistory } from './payment-history'

/** The project's details (read-only: support changes them) and its payment history. */
export function SettingsTab({
  projectId,
  project,
}: {
  projectId: string
  project: PartnerProject | undefined
}) {
  return (
    <div className="flex flex-col gap-8">
      <Card className="p-5 sm:p-6">
        <h3 className="font-display text-lg font-semibold">Project details</h3>
        {project ? (
          <dl className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2">
            <Field label="Project name">{project.name}</Field>
            <Field label="Token symbol">
              <span className="font-mono">${project.token_symbol}</span>
            </Field>
            <Field label="Website">
              <a
                href={project.website_url}
                target="_blank"
                rel="noopener"
                className="break-all text-primary underline-offset-4 hover:underline"
              >
                {project.website_url}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Field>
            <Field label="Wallet address">
              <span className="font-mono text-sm break-all">{project.wallet_address}</span>
            </Field>
            <Field label="Token contract" wide>
              {project.token_address ? (
                <span className="font-mono text-sm break-all">{project.token_address}</span>
              ) : (
                <span className="text-muted-foreground">Not provided</span>
              )}
            </Field>
          </dl>
        ) : (
          <div className="mt-4 grid gap-4 sm:grid-cols-2" aria-busy="true">
            {Array.from({ length: 5 }, (_, slot) => (
              <Skeleton key={slot} className="h-11" />
            ))}
          </div>
        )}
        <p className="mt-6 rounded-lg bg-info-soft px-4 py-3 text-sm text-info">
          To change these details, please{' '}
          <Link to="/support" className="font-semibold underline underline-offset-4">
            contact support
          </Link>
          .
        </p>
      </Card>
      <PaymentHistory projectId={projectId} />
    </div>
  )
}

function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  )
}
