import {
  ANOMALY_REASONS,
  DESIGN_MESSAGES as M,
  nextVoteWeight,
  type DesignReactionResponse,
  type ReactionKind,
} from '@rdo/contracts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { networkHash } from './network-hash.ts'

type Outcome = 'ok' | 'not_found' | 'already' | 'other_exists' | 'missing'
type ReactRow = {
  outcome: Outcome
  weight: string | null
  votes: number
  dislike_count: number
  net_score: number
  weighted_score: string
  voted: boolean
  disliked: boolean
}

/** What each refused outcome tells the caller; the codes let the web tell the cases apart. */
const REFUSALS: Record<ReactionKind, Record<'already' | 'other_exists' | 'missing', () => Error>> = {
  vote: {
    already: () => new Conflict(M.alreadyVoted, 'ALREADY_VOTED'),
    other_exists: () => new Conflict(M.removeDislikeFirst, 'DISLIKE_EXISTS'),
    missing: () => new Conflict(M.noVoteToRemove, 'NO_VOTE'),
  },
  dislike: {
    already: () => new Conflict(M.alreadyDisliked, 'ALREADY_DISLIKED'),
    other_exists: () => new Conflict(M.removeVoteFirst, 'VOTE_EXISTS'),
    missing: () => new Conflict(M.noDislikeToRemove, 'NO_DISLIKE'),
  },
}

// One round trip: the function locks the design row, applies the change and returns the counters.
// A named statement is parsed and planned once per connection.
const REACT = {
  name: 'design-votes:react',
  text: 'select * from design_react($1, $2, $3, $4, $5)',
}

/**
 * The four anomaly rules in one statement, flagging (never blocking) a vote or dislike just added:
 * an account under 24 hours old; more than 20 votes and dislikes together in 10 minutes (this one
 * included); three or more accounts acting on the design from the same network address within an hour
 * (this one included); a vote on one's own design. One row per flagged action, the reasons joined.
 *
 * A person holds at most one vote or dislike per design at a time (design_react keeps them exclusive
 * under the design's lock), so counting other people's rows counts other accounts. The counts stop
 * as soon as a rule is met, so a busy design or a busy voter costs no more than the threshold.
 */
const FLAG = {
  name: 'design-votes:flag',
  text: `
insert into vote_anomaly_detection (design_id, user_id, action_type, reason, suspicious)
select d.id, u.id, $3::text, r.reason, true
  from community_designs d
  join "user" u on u.id = $2::uuid
  cross join lateral (select concat_ws('; ',
    case when u.created_at > now() - interval '24 hours' then $5::text end,
    case when (select count(*) from (
        select 1 from design_votes v where v.user_id = u.id and v.created_at > now() - interval '10 minutes'
        union all
        select 1 from design_dislikes x where x.user_id = u.id and x.created_at > now() - interval '10 minutes'
        limit 21) burst) > 20 then $6::text end,
    case when $4::text is not null and (select count(*) from (
        select 1 from design_votes v
         where v.design_id = d.id and v.ip_hash = $4::text and v.user_id <> u.id
           and v.created_at > now() - interval '1 hour'
        union all
        select 1 from design_dislikes x
         where x.design_id = d.id and x.ip_hash = $4::text and x.user_id <> u.id
           and x.created_at > now() - interval '1 hour'
        limit 2) shared) >= 2 then $7::text end,
    case when $3::text = 'vote' and d.created_by = u.id then $8::text end
  ) as reason) r
 where d.id = $1::uuid and r.reason <> ''`,
}

type Log = { warn: (obj: object, msg: string) => void }

/**
 * Adds or removes the caller's vote or dislike on a design. Counters, the vote's weight and the
 * weight history change together in one transaction; once it has committed, a new vote or dislike
 * is checked for anomalies, and a failing check is logged without failing the vote.
 */
export async function react(
  ctx: AppContext,
  log: Log,
  input: { designId: string; userId: string; kind: ReactionKind; add: boolean; ip: string },
): Promise<DesignReactionResponse> {
  const { designId, userId, kind, add } = input
  const ipHash = add ? networkHash(ctx.config.AUTH_SECRET, input.ip) : null
  const { rows } = await ctx.pool.query<ReactRow>({
    ...REACT,
    values: [designId, userId, kind, add, ipHash],
  })
  const row = rows[0]
  if (!row || row.outcome === 'not_found') throw new NotFound(M.designNotFound)
  if (row.outcome !== 'ok') throw REFUSALS[kind][row.outcome]()

  if (add) {
    try {
      await ctx.pool.query({
        ...FLAG,
        values: [
          designId,
          userId,
          kind,
          ipHash,
          ANOMALY_REASONS.newAccount,
          ANOMALY_REASONS.burst,
          ANOMALY_REASONS.sharedNetwork,
          ANOMALY_REASONS.ownDesign,
        ],
      })
    } catch (err) {
      log.warn({ err, design_id: designId, user_id: userId, action: kind }, 'Vote anomaly check failed')
    }
  }

  return {
    design_id: designId,
    counts: {
      votes: row.votes,
      dislike_count: row.dislike_count,
      net_score: row.net_score,
      weighted_score: Number(row.weighted_score),
    },
    weight: kind === 'vote' && add && row.weight != null ? Number(row.weight) : null,
    current_weight: nextVoteWeight(row.votes),
    voted: row.voted,
    disliked: row.disliked,
  }
}
