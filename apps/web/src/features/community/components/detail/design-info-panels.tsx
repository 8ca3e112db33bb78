import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CheckCircle2, Clock, Coins, Factory, PenLine, Wallet } from 'lucide-react'
import type { DesignDetail } from '@rdo/contracts'
import { designStage, PRODUCTION_THRESHOLD, type DesignStage } from '@rdo/contracts/community-messages'
import { formatCount, formatDesignDate } from '../../lib/format'
import { DesignStageBadge } from '../design-stage-badge'
import { AuthorLine } from '../gallery/author-line'

function Panel({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-[12px] border bg-card p-5">
      <h2 id={id} className="flex items-center gap-2 font-display text-base font-semibold">
        <span className="text-primary [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  )
}

function stageExplanation(stage: DesignStage, netScore: number): string {
  switch (stage) {
    case 'in_production':
      return `This design reached a net score of ${PRODUCTION_THRESHOLD} and is in production.`
    case 'production_ready':
      return `This design reached a net score of ${PRODUCTION_THRESHOLD}: our team is preparing its product.`
    case 'approved': {
      const remaining = Math.max(PRODUCTION_THRESHOLD - netScore, 0)
      return `Approved by our team. It goes into production once its net score reaches ${PRODUCTION_THRESHOLD}: ${formatCount(remaining)} to go.`
    }
    case 'pending':
      return 'Our team reviews every submission within 24–48 hours. Votes already count towards production.'
    case 'rejected':
      return 'The reviewers asked the creator for changes before it can be approved.'
  }
}

const STAGE_ICON: Record<DesignStage, ReactNode> = {
  in_production: <Factory />,
  production_ready: <Factory />,
  approved: <CheckCircle2 />,
  pending: <Clock />,
  rejected: <PenLine />,
}

/** Where the design stands, by the shop's one stage rule, and what that means. */
export function StatusPanel({ design }: { design: DesignDetail }) {
  const stage = designStage(design)
  return (
    <Panel title="Status" icon={STAGE_ICON[stage]}>
      <DesignStageBadge design={design} className="self-start" />
      <p className="text-sm text-muted-foreground">{stageExplanation(stage, design.net_score)}</p>
      {design.product_slug && (
        <Link
          to={`/products/${design.product_slug}`}
          className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          Shop this design
        </Link>
      )}
    </Panel>
  )
}

/** What the creator receives if the design is produced, and whether they gave a wallet for it. */
export function RewardsPanel({ design }: { design: DesignDetail }) {
  return (
    <Panel title="Creator rewards" icon={<Coins />}>
      <ul className="flex flex-col gap-2 text-sm">
        <li className="flex items-baseline justify-between gap-3">
          <span className="text-muted-foreground">One-time reward</span>
          <span className="font-mono font-semibold">0.5 SOL</span>
        </li>
        <li className="flex items-baseline justify-between gap-3">
          <span className="text-muted-foreground">From every sale</span>
          <span className="font-mono font-semibold">5% of $RDO</span>
        </li>
      </ul>
      <p className="flex items-center gap-2 border-t pt-3 text-sm">
        <Wallet className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {design.reward_wallet_set ? (
          <span>The creator has given a wallet for rewards.</span>
        ) : (
          <span className="text-muted-foreground">The creator has not given a reward wallet yet.</span>
        )}
      </p>
    </Panel>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 truncate text-right">{children}</dd>
    </div>
  )
}

/** Style, type, category, submission date and creator. */
export function DesignDetailsPanel({ design }: { design: DesignDetail }) {
  return (
    <Panel title="Design details" icon={<PenLine />}>
      <dl className="flex flex-col gap-2 text-sm">
        <Row label="Style">{design.style ? <span className="capitalize">{design.style}</span> : '—'}</Row>
        <Row label="Type">
          <span className="capitalize">{design.design_type}</span>
        </Row>
        <Row label="Category">
          <span className="capitalize">{design.category}</span>
        </Row>
        <Row label="Submitted">
          <time dateTime={design.created_at}>{formatDesignDate(design.created_at)}</time>
        </Row>
        <Row label="Creator">
          <AuthorLine author={design.author} />
        </Row>
      </dl>
    </Panel>
  )
}
