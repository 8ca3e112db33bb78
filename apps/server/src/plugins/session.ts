import crypto from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { PipelinedReads } from '../db/pipelined-reads.ts'
import { createBatchLoader } from '../lib/batch-loader.ts'
import type { AppContext, SessionUser } from '../types.ts'

const memo = new WeakMap<FastifyRequest, Promise<SessionUser | null>>()

/** `req.currentUser()` reads the session once per request, only when a route asks. */
export function registerSession(app: FastifyInstance) {
  const lookup = sessionLookup(app.ctx)
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let p = memo.get(this)
    if (!p) {
      p = lookup(this.headers.cookie)
      memo.set(this, p)
    }
    return p
  })
}

/**
 * SQL condition on a session row `s`: an impersonation lasts only while the admin behind it is still an
 * admin. Demoted, banned or deleted, the admin's impersonation sessions stop working at once.
 */
export const IMPERSONATOR_STILL_ADMIN = `(s.impersonated_by IS NULL OR EXISTS (
    SELECT 1 FROM "user" a WHERE a.id = s.impersonated_by AND a.role = 'admin' AND a.banned IS NOT TRUE))`

// The live sessions of some tokens and their users, in one indexed round trip (parsed and planned once
// per connection).
const SESSIONS_BY_TOKEN = {
  name: 'session:by-tokens',
  text: `SELECT s.token, u.id, u.email, u.name, u.role, u.email_verified, u.created_at, s.impersonated_by
           FROM "session" s JOIN "user" u ON u.id = s.user_id
          WHERE s.token = ANY($1::text[]) AND s.expires_at > now() AND u.banned IS NOT TRUE
            AND ${IMPERSONATOR_STILL_ADMIN}`,
}
/**
 * Tokens asked for in one query at most. Small enough that the requests one answer releases (each runs
 * on until its next wait) take tens of milliseconds, not the hundreds that would keep other requests,
 * pages among them, from being read.
 */
const MAX_BATCH = 100
/**
 * Session queries in flight at once at most: two on each of the session reads' two pipelined
 * connections (modules/auth/auth-runtime.ts), so each has its next batch sent when it answers one.
 */
const SESSION_QUERIES = 4

/** Signed cookie values remembered as checked at most (a few MB). */
const VERIFIED_MEMO = 10_000

type SessionRow = {
  token: string
  id: string
  email: string
  name: string
  role: string | null
  email_verified: boolean
  created_at: Date
  impersonated_by: string | null
}

/**
 * Reads a request's session the way the auth library stores it — a signed session cookie naming a
 * session row — in one indexed query and without the library's request machinery, because every
 * signed-in request asks (votes, carts, pages). The same rules apply: the cookie's HMAC signature must
 * match the server's secret, the session must exist and not have expired, and a banned user has no
 * session; an impersonation also needs its admin to still be an admin. Reading never extends a session (the library refreshes it on its own routes).
 */
export function sessionLookup(ctx: Pick<AppContext, 'auth' | 'config' | 'runtimes'>) {
  const sessions = sessionBatches(ctx.runtimes.auth.reads)
  const secret = ctx.config.AUTH_SECRET
  if (!secret) throw new Error('AUTH_SECRET is required')
  let cookieName: Promise<string> | null = null
  const nameOf = () => (cookieName ??= ctx.auth.$context.then((c) => c.authCookies.sessionToken.name))

  // Cookie values whose signature checked out, with their token: a signature is a pure function of
  // the token and the secret, so checking it again gives the same answer. Under a rush every signed-in
  // request asks, a few times a second per customer; an HMAC each time was ~6% of the server's CPU.
  // Only good signatures are kept (a forged cookie is checked each time), and the memo starts afresh
  // when full. It proves the cookie was signed by this server, not that the session is still live:
  // that is read every time.
  const verified = new Map<string, string>()
  const tokenOf = (signed: string) => {
    const known = verified.get(signed)
    if (known) return known
    const checked = verifiedToken(signed, secret)
    // Only the one spelling the server writes: other encodings of the same cookie also check out, and
    // remembering each would let one cookie fill the memo.
    if (checked?.canonical) {
      if (verified.size >= VERIFIED_MEMO) verified.clear()
      verified.set(signed, checked.token)
    }
    return checked?.token ?? null
  }

  return async function lookup(cookieHeader: string | undefined): Promise<SessionUser | null> {
    if (!cookieHeader?.includes('session_token')) return null
    const signed = cookieValue(cookieHeader, await nameOf())
    const token = signed && tokenOf(signed)
    if (!token) return null
    const u = await sessions.load(token)
    if (!u) return null
    return {
      id: u.id,
      email: u.email,
      name: u.name,
      role: u.role === 'admin' ? 'admin' : 'user',
      emailVerified: u.email_verified,
      impersonatedBy: u.impersonated_by,
      createdAt: u.created_at,
    }
  }
}

/**
 * Session reads of requests arriving together share one query: every request the server takes in during
 * one turn of the event loop is looked up at the end of that turn, in batches of up to 100 tokens, with
 * at most SESSION_QUERIES of them running at once (lib/batch-loader.ts); requests arriving while those
 * run go together in the next. One request alone is still one query (no waiting for company); a rush of
 * thousands of signed-in requests is a few dozen queries on connections of their own, never queued in
 * the shared pool ahead of everything else. Nothing is remembered between batches, so a sign-out or a
 * ban counts from the next request on.
 */
function sessionBatches(reads: Pick<PipelinedReads, 'query'>) {
  return createBatchLoader<string, SessionRow | null>(
    async (tokens) => {
      const { rows } = await reads.query<SessionRow>({ ...SESSIONS_BY_TOKEN, values: [[...new Set(tokens)]] })
      const byToken = new Map(rows.map((r) => [r.token, r]))
      return tokens.map((t) => byToken.get(t) ?? null)
    },
    { maxBatch: MAX_BATCH, inFlight: SESSION_QUERIES },
  )
}

/** The raw (still URL-encoded) value of one cookie in a Cookie header; the first one wins. */
function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}

/**
 * `token.signature` (URL-encoded), the signature being base64 HMAC-SHA256 of the token: the token, and
 * whether the value is spelled exactly as the server writes it; null when the signature does not match.
 */
function verifiedToken(encoded: string, secret: string): { token: string; canonical: boolean } | null {
  let value: string
  try {
    value = decodeURIComponent(encoded)
  } catch {
    return null
  }
  const dot = value.lastIndexOf('.')
  if (dot < 1) return null
  const token = value.slice(0, dot)
  const signature = value.slice(dot + 1)
  const given = Buffer.from(signature, 'base64')
  const expected = crypto.createHmac('sha256', secret).update(token).digest()
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
  return {
    token,
    canonical: signature === expected.toString('base64') && encodeURIComponent(value) === encoded,
  }
}
