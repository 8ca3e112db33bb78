import { ThumbsDown, ThumbsUp } from 'lucide-react'
import type { DesignDetail } from '@rdo/contracts'
import { formatWeight } from '@rdo/contracts/community-messages'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useReactions } from '../../api/get-reactions'
import { formatCount } from '../../lib/format'
import { viewerReactionOf } from '../../lib/reactions'
import { useReactionControl } from '../gallery/use-reaction-control'

/**
 * Vote and dislike on the design page, each a toggle (vote ↔ remove vote, dislike ↔ remove dislike).
 * They exclude each other: the other one has to be removed first.
 */
export function VoteBox({ design }: { design: DesignDetail }) {
  const reactions = useReactions([design.id])
  const viewer = reactions.data ? viewerReactionOf(reactions.data, design.id) : undefined
  const { react, pendingKind } = useReactionControl(design.id, viewer)
  const voted = viewer?.voted ?? false
  const disliked = viewer?.disliked ?? false
  const busy = pendingKind !== undefined

  return (
    <section aria-labelledby="vote-box-title" className="rounded-[12px] border bg-card p-4 sm:p-5">
      <h2 id="vote-box-title" className="sr-only">
        Votes
      </h2>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Figure label="Votes" value={formatCount(design.votes)} />
        <Figure label="Dislikes" value={formatCount(design.dislike_count)} />
        <Figure label="Net score" value={formatCount(design.net_score)} emphasis />
      </dl>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button
          variant={voted ? 'primary' : 'outline'}
          aria-pressed={voted}
          disabled={busy}
          loading={pendingKind === 'vote'}
          onClick={() => react('vote', !voted)}
        >
          {pendingKind !== 'vote' && <ThumbsUp aria-hidden="true" />}
          {voted ? 'Remove vote' : 'Vote'}
        </Button>
        <Button
          variant="outline"
          aria-pressed={disliked}
          disabled={busy}
          loading={pendingKind === 'dislike'}
          onClick={() => react('dislike', !disliked)}
          className={cn(disliked && 'border-danger/40 bg-danger-soft text-danger hover:bg-danger-soft')}
        >
          {pendingKind !== 'dislike' && <ThumbsDown aria-hidden="true" />}
          {disliked ? 'Remove dislike' : 'Dislike'}
        </Button>
      </div>
      <p className="mt-3 text-center text-sm text-muted-foreground">
        Next vote counts{' '}
        <span className="font-mono font-semibold text-foreground">
          {formatWeight(design.current_weight)}x
        </span>
      </p>
    </section>
  )
}

function Figure({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-muted/60 py-2">
      <dt className="text-[11px] tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className={cn('font-mono text-xl font-semibold tabular-nums', emphasis && 'text-primary')}>
        {value}
      </dd>
    </div>
  )
}
