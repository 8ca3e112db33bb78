import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Check, Copy, UserX } from 'lucide-react'
import { toast } from 'sonner'
import type { AdminPartnerDetailResponse } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { formatDate, formatDateTime, formatMoney } from '@/lib/format'
import { linkClass } from '@/components/admin/link-class'
import { websiteHostOf } from '../lib/labels'
import { ExternalAnchor, Panel, StatusBadge } from './parts'

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  )
}

const NotGiven = ({ children = 'Not given' }: { children?: ReactNode }) => (
  <span className="text-muted-foreground">{children}</span>
)

function WalletAddress({ address }: { address: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      setCopied(true)
      toast.success('Wallet address copied')
      window.setTimeout(() => setCopied(false), 2000)
    } catch {
      toast.error('Copy failed. Select the address and copy it manually.')
    }
  }
  return (
    <span className="flex items-start gap-2">
      <code className="min-w-0 flex-1 font-mono text-sm break-all select-all">{address}</code>
      <Button variant="outline" size="icon-sm" aria-label="Copy wallet address" onClick={copy}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      </Button>
    </span>
  )
}

/** What the project is: its status, addresses, description and where its store may be embedded. */
export function ProjectPanel({ detail }: { detail: AdminPartnerDetailResponse }) {
  const { project, allowed_domains: domains } = detail
  return (
    <Panel id="project" title="Project" className="lg:col-span-2">
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <Fact label="Status">
          <StatusBadge status={project.status} />
        </Fact>
        <Fact label="Website">
          <ExternalAnchor href={project.website_url}>{websiteHostOf(project.website_url)}</ExternalAnchor>
        </Fact>
        <Fact label="Token address" wide>
          {project.token_address ? (
            <code className="font-mono text-sm break-all">{project.token_address}</code>
          ) : (
            <NotGiven />
          )}
        </Fact>
        <Fact label="Payout wallet" wide>
          <WalletAddress address={project.wallet_address} />
        </Fact>
        <Fact label="Description" wide>
          <span className="block whitespace-pre-line">{project.description}</span>
        </Fact>
        <Fact label="Applied">
          <time dateTime={project.created_at} title={formatDateTime(project.created_at)}>
            {formatDate(project.created_at)}
          </time>
        </Fact>
        <Fact label="Reviewed">
          {project.reviewed_at ? (
            <time dateTime={project.reviewed_at} title={formatDateTime(project.reviewed_at)}>
              {formatDate(project.reviewed_at)}
            </time>
          ) : (
            <NotGiven>Not yet</NotGiven>
          )}
        </Fact>
        <Fact label="Allowed embed domains" wide>
          {domains.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5">
              {domains.map((host) => (
                <li key={host} className="rounded-full border bg-muted px-2.5 py-0.5 font-mono text-xs">
                  {host}
                </li>
              ))}
            </ul>
          ) : (
            <NotGiven>None set</NotGiven>
          )}
        </Fact>
      </dl>
      {project.status === 'approved' && (
        <ExternalAnchor href={`/partners/${project.id}`} className="text-sm">
          View public store
        </ExternalAnchor>
      )}
    </Panel>
  )
}

/** Who applied: the contact given in the form and the shop account that sent it. */
export function ContactPanel({ detail }: { detail: AdminPartnerDetailResponse }) {
  const { project, owner } = detail
  return (
    <Panel id="contact" title="Contact">
      <dl className="grid gap-4 text-sm">
        <Fact label="Contact name">{project.contact_name}</Fact>
        <Fact label="Contact email">
          <a href={`mailto:${project.contact_email}`} className={`${linkClass} break-all`}>
            {project.contact_email}
          </a>
        </Fact>
        <Fact label="Owner account">
          {owner ? (
            <span className="flex min-w-0 flex-col">
              <Link to={`/admin/users/${owner.id}`} className={`${linkClass} w-fit break-words`}>
                {owner.name.trim() || owner.email}
              </Link>
              <span className="text-xs break-all text-muted-foreground">{owner.email}</span>
            </span>
          ) : (
            <span className="flex items-center gap-2 text-muted-foreground">
              <UserX className="size-4" aria-hidden="true" />
              Deleted account
            </span>
          )}
        </Fact>
      </dl>
    </Panel>
  )
}

/** Sales and payout figures, from paid, unrefunded lines and the ledger. */
export function Figures({ detail }: { detail: AdminPartnerDetailResponse }) {
  const { stats } = detail
  const figures = [
    { label: 'Units sold', value: stats.units_sold.toLocaleString('en-US') },
    { label: 'Orders', value: stats.orders.toLocaleString('en-US') },
    { label: 'Revenue', value: formatMoney(stats.revenue_cents) },
    { label: 'Pending payout', value: formatMoney(stats.pending_payout_cents) },
    { label: 'Paid out', value: formatMoney(stats.paid_out_cents) },
  ]
  return (
    <section aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="sr-only">
        Figures
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {figures.map((f) => (
          <div key={f.label} className="rounded-[12px] border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{f.label}</dt>
            <dd className="mt-1 font-mono text-xl font-semibold tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
