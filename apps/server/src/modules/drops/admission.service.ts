import { DROP_MESSAGES, DROP_MIN_ACCOUNT_AGE_MINUTES, type DropAdmission } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { dropNotifyRequests, productDrops } from '../../db/schema/drops.ts'
import { isUuid } from '../../lib/access.ts'
import { NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { grantMany, type Answer, type Ask } from './admission-grant.ts'
import { toAdmission, type AdmissionRow } from './drop-dto.ts'
import { noteAnswers, type DropsRuntime } from './drops-runtime.ts'
import { assertWindowOpen, DropRefusal, refusals, windowPhase } from './drop-rules.ts'

export const dropNotFound = () => new NotFound(DROP_MESSAGES.dropNotFound, 'DROP_NOT_FOUND')

const isTooNew = (createdAt: Date, now = new Date()) =>
  now.getTime() - createdAt.getTime() < DROP_MIN_ACCOUNT_AGE_MINUTES * 60_000

const isLive = (a: AdmissionRow, now = new Date()) => a.status === 'active' && a.expiresAt > now

/**
 * Decides a group of the line in one locked step. A drop found sold out meanwhile answers at once,
 * without the database; places granted are remembered for the customers' other tabs.
 */
async function serveGroup(
  ctx: AppContext,
  { pulse, counted }: DropsRuntime,
  dropId: string,
  asks: Ask[],
): Promise<Answer[]> {
  // A customer whose place was granted meanwhile (an earlier press in the draw) gets it back.
  if (pulse.soldOutNow(dropId)) return asks.map((a) => pulse.placeOf(dropId, a.userId))
  const answers = await grantMany(ctx, dropId, asks, dropNotFound)
  noteAnswers(pulse, counted, dropId, answers)
  return answers
}

/**
 * A place in the drop's checkout for `quantity` units, the same one for every tab and device of the
 * customer while it lasts. Arrivals in a window's opening draw are served in random order, later ones
 * first come first served. Refusals are DropRefusal (4xx) errors.
 */
export async function requestAdmission(
  ctx: AppContext,
  input: {
    dropId: string
    userId: string
    quantity: number
    /** When the request was read (by default now). */
    arrivedAt?: number
    /** The earliest it can have reached the server (by default when it was read; see lib/loop-turns.ts). */
    drawAt?: number
    /** The arrival as the line already noted it (see `noteArrival`); noted here otherwise. */
    reading?: () => void
  },
): Promise<DropAdmission> {
  const { dropId, userId, quantity, arrivedAt = Date.now() } = input
  const drawAt = Math.min(arrivedAt, input.drawAt ?? arrivedAt)
  const drops = ctx.runtimes.drops
  const reading = input.reading ?? drops.lines.noteArrival(dropId, drawAt)
  try {
    const held = drops.pulse.placeOf(dropId, userId)
    if (held) return toAdmission(held)
    // During the rush, thousands are told this from memory, without a query.
    if (drops.pulse.recentlySoldOut(dropId)) throw refusals.soldOut()
    return await admit(ctx, drops, { dropId, userId, quantity, arrivedAt, drawAt }, reading)
  } finally {
    reading()
  }
}

async function admit(
  ctx: AppContext,
  drops: DropsRuntime,
  {
    dropId,
    userId,
    quantity,
    arrivedAt,
    drawAt,
  }: { dropId: string; userId: string; quantity: number; arrivedAt: number; drawAt: number },
  joined: () => void,
): Promise<DropAdmission> {
  const found = await drops.arrivals.read(dropId, userId)
  if (!found) throw dropNotFound()
  const { drop, admission, accountCreatedAt, ordered } = found
  drops.pulse.noteProduct(drop.productId, drop.id)
  const now = new Date()
  if (admission && isLive(admission, now)) return toAdmission(admission)
  // The window is judged at the moment the request reached the server, not after its reads.
  const phase = windowPhase(drop, new Date(arrivedAt))
  if (phase === 'closed') throw refusals.notStarted()
  if (isTooNew(accountCreatedAt, now)) throw refusals.accountTooNew()
  await assertWindowOpen(ctx, drop, userId, now)
  const limit = drop.perCustomerLimit
  if (ordered + quantity > limit) throw refusals.limitReached(limit)
  const opensAt = phase === 'open' ? drop.startsAt : drop.holderStartsAt!
  const answer = drops.lines.join(
    drop.id,
    { customer: userId, ask: { userId, units: quantity }, arrivedAt, drawAt, opensAt },
    (asks: Ask[]) => serveGroup(ctx, drops, drop.id, asks),
  )
  joined()
  const granted = await answer
  if (granted instanceof DropRefusal) throw granted
  if (!granted) throw refusals.soldOut()
  return toAdmission(granted)
}

/** Records that the caller wants to hear when the drop opens (asking twice is the same as once). */
export async function requestNotify(ctx: AppContext, dropId: string, userId: string) {
  if (!isUuid(dropId)) throw dropNotFound()
  const [drop] = await ctx.db
    .select({ id: productDrops.id })
    .from(productDrops)
    .where(eq(productDrops.id, dropId))
  if (!drop) throw dropNotFound()
  await ctx.db.insert(dropNotifyRequests).values({ dropId, userId }).onConflictDoNothing()
}
