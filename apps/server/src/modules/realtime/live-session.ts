import { fromNodeHeaders } from 'better-auth/node'
import type { IncomingHttpHeaders } from 'node:http'
import type { RealtimeEvent } from '../../plugins/realtime.ts'
import { IMPERSONATOR_STILL_ADMIN } from '../../plugins/session.ts'
import type { AppContext } from '../../types.ts'

/** Published (by database triggers) when a session row is deleted or its user is banned. */
export const SESSION_REVOKED_EVENT = 'session_revoked'
/** Sent to a stream right before the server closes it because its session ended. */
export const SESSION_ENDED_EVENT = 'session_ended'

/** How often an open stream re-checks its session, in case a revocation notice was missed. */
export const SESSION_RECHECK_MS = 60_000
const MAX_TIMER_MS = 2 ** 31 - 1

export type LiveSession = { id: string; userId: string; expiresAt: Date }

/** The session a request is made with (no refresh: reading it must not extend it). */
export async function sessionOf(ctx: AppContext, headers: IncomingHttpHeaders): Promise<LiveSession | null> {
  const res = await ctx.auth.api.getSession({
    headers: fromNodeHeaders(headers),
    query: { disableRefresh: true },
  })
  if (!res) return null
  return { id: res.session.id, userId: res.user.id, expiresAt: new Date(res.session.expiresAt) }
}

/**
 * Still signed in: the session row exists, has not expired, its user is not banned, and an
 * impersonation's admin is still an admin.
 */
export async function isSessionLive(ctx: AppContext, sessionId: string): Promise<boolean> {
  const { rowCount } = await ctx.pool.query(
    `SELECT 1 FROM "session" s JOIN "user" u ON u.id = s.user_id
      WHERE s.id = $1 AND s.expires_at > now() AND u.banned IS NOT TRUE AND ${IMPERSONATOR_STILL_ADMIN}`,
    [sessionId],
  )
  return rowCount === 1
}

/** True for a revocation notice that concerns this session (a ban names no session: all of them). */
export function revokes(e: RealtimeEvent, session: LiveSession) {
  if (e.event !== SESSION_REVOKED_EVENT) return false
  const id = (e.data as { sessionId?: string | null } | null)?.sessionId ?? null
  return id === null || id === session.id
}

/**
 * Calls `onEnd` once when the session ends: revoked anywhere (the database publishes it), expired,
 * or found gone by the periodic re-check. Returns a function that stops watching.
 */
export function watchSession(ctx: AppContext, session: LiveSession, onEnd: () => void) {
  let stopped = false
  const end = () => {
    if (stopped) return
    stop()
    onEnd()
  }
  const unsubscribe = ctx.realtime.subscribe(session.userId, (e) => {
    if (revokes(e, session)) end()
  })
  const expiry = setTimeout(
    end,
    Math.min(Math.max(session.expiresAt.getTime() - Date.now(), 0), MAX_TIMER_MS),
  )
  const recheck = setInterval(() => {
    isSessionLive(ctx, session.id).then(
      (live) => live || end(),
      () => {}, // a database hiccup is not a sign-out; the next check decides
    )
  }, SESSION_RECHECK_MS)
  function stop() {
    stopped = true
    unsubscribe()
    clearTimeout(expiry)
    clearInterval(recheck)
  }
  return stop
}
