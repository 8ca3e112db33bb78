import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ExternalLink, ShieldAlert } from 'lucide-react'
import type { AdminDesignDetail } from '@rdo/contracts'
import { linkClass } from '@/components/admin/link-class'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { formatDate } from '@/lib/format'
import { DesignStageBadge, PersonLink } from './parts'

function Fact({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={mono ? 'font-mono break-all tabular-nums' : 'break-words'}>{children}</dd>
    </div>
  )
}

/** Stage, prompt, counts, submitter and wallet of one design, with a link to its shop page. */
export function DesignDetails({ design }: { design: AdminDesignDetail }) {
  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <DesignStageBadge design={design} />
        <span className="text-sm text-muted-foreground">Submitted {formatDate(design.created_at)}</span>
      </div>
      {design.prompt ? (
        <p className="text-sm whitespace-pre-line break-words">{design.prompt}</p>
      ) : (
        <p className="text-sm text-muted-foreground">No description given.</p>
      )}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Fact label="Style">{design.style ?? '—'}</Fact>
        <Fact label="Type">
          <span className="capitalize">{design.design_type}</span>
        </Fact>
        <Fact label="Category">{design.category}</Fact>
        <Fact label="Votes" mono>
          {design.votes.toLocaleString('en-US')}
        </Fact>
        <Fact label="Dislikes" mono>
          {design.dislike_count.toLocaleString('en-US')}
        </Fact>
        <Fact label="Net score" mono>
          {design.net_score.toLocaleString('en-US')}
        </Fact>
        <Fact label="Weighted score" mono>
          {(Math.round(design.weighted_score * 100) / 100).toLocaleString('en-US')}
        </Fact>
        <Fact label="Comments" mono>
          {design.comment_count.toLocaleString('en-US')}
        </Fact>
        <Fact label="Open anomalies">
          {design.open_anomalies > 0 ? (
            <Link to="/admin/vote-anomalies" className={`${linkClass} inline-flex items-center gap-1`}>
              <ShieldAlert className="size-4" aria-hidden="true" />
              {design.open_anomalies} to review
            </Link>
          ) : (
            <span className="font-mono">0</span>
          )}
        </Fact>
      </dl>
      <dl className="grid gap-3 border-t pt-4 text-sm sm:grid-cols-2">
        <Fact label="Submitter">
          <PersonLink person={design.submitter} />
        </Fact>
        <Fact label="Reward wallet" mono={!!design.wallet_address}>
          {design.wallet_address ?? <span className="text-muted-foreground">Not given</span>}
        </Fact>
      </dl>
      <a
        href={`/community-designs/${design.id}`}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <ExternalLink aria-hidden="true" />
        View on shop
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Card>
  )
}
