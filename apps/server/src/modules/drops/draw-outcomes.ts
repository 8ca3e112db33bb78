import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { AdmissionRow } from './drop-dto.ts'

// What an instance reads of a decided opening draw (drop-draw.ts): its customers' outcomes, and the
// places granted to others'.

type Outcome = {
  user_id: string
  outcome: string | null
  limit: number
  admission: AdmissionRow | null
}

/** The columns of a place, as one json value a row of the draw's reads carries. */
const ADMISSION_JSON = sql.raw(`json_build_object('dropId', a.drop_id, 'userId', a.user_id,
  'position', a.position, 'units', a.units, 'status', a.status, 'orderId', a.order_id,
  'expiresAt', a.expires_at, 'createdAt', a.created_at)`)

/**
 * Once all of `users`' entries in the window are decided (null before), their places and refusals:
 * each has an entry (written by this instance or another first), so one not read is sold out.
 */
export async function outcomesOf(db: Db, dropId: string, opensAt: Date, users: string[]) {
  const { rows } = await db.execute<
    Omit<Outcome, 'user_id'> & { user_id: string | null; undecided: number }
  >(sql`
    with mine as (
      select e.user_id, e.outcome from drop_draw_entries e
      where e.drop_id = ${dropId} and e.opens_at = ${opensAt.toISOString()}::timestamptz
        and e.user_id = any(${`{${users.join(',')}}`}::uuid[]))
    select null::uuid as user_id, null::text as outcome, null::int as limit, null::json as admission,
      (select count(*) from mine where outcome is null)::int as undecided
    union all
    select m.user_id, m.outcome, d.per_customer_limit,
      case when a.user_id is null then null else ${ADMISSION_JSON} end, 0
    from mine m join product_drops d on d.id = ${dropId}
    left join drop_admissions a on a.drop_id = d.id and a.user_id = m.user_id
    where m.outcome <> 'sold_out'`)
  if (rows.some((r) => r.user_id === null && r.undecided > 0)) return null
  return new Map(rows.flatMap((r) => (r.user_id === null ? [] : [[r.user_id, r] as const])))
}

/** The live places the window granted to customers other than `users`. */
export async function placesOfOthers(db: Db, dropId: string, opensAt: Date, users: string[]) {
  const { rows } = await db.execute<{ admission: AdmissionRow }>(sql`
    select ${ADMISSION_JSON} as admission
    from drop_draw_entries e
    join drop_admissions a on a.drop_id = e.drop_id and a.user_id = e.user_id
    where e.drop_id = ${dropId} and e.opens_at = ${opensAt.toISOString()}::timestamptz
      and e.outcome = 'granted' and a.status = 'active'
      and not (e.user_id = any(${`{${users.join(',')}}`}::uuid[]))`)
  return rows.map((r) => reviveAdmission(r.admission))
}

export function reviveAdmission(a: AdmissionRow): AdmissionRow {
  return {
    ...a,
    position: Number(a.position),
    expiresAt: new Date(a.expiresAt),
    createdAt: new Date(a.createdAt),
  }
}
