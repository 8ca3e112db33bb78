import pg from 'pg'
import { describe, expect, it, onTestFinished } from 'vitest'
import { z } from 'zod'
import type { RouteRecord } from '../src/lib/access.ts'
import { ADMIN, ADMIN_DIRECT } from '../src/lib/access.ts'
import {
  fillPath,
  isErrorShape,
  isServerError,
  key,
  NON_JSON,
  routesOf,
  STREAMING,
  type World,
} from './route-fixtures.ts'
import { SAMPLES, t, useBadInputWorld, w } from './route-bad-input.fixtures.ts'

/**
 * Generated bad input: every route with a body, query or path parameters gets wrong types, missing
 * and extra fields, huge strings and arrays, negative and non-finite numbers, malformed ids and JSON,
 * deep nesting, NUL bytes and odd Unicode. Each answer must be a clear 4xx in the error shape (or a
 * 2xx where the input is in fact acceptable), never a 5xx, and a refusal must leave the database as it was.
 */

const NUL = 'a\u0000b'
const LONE_SURROGATE = 'x\ud800y'
const ODD_UNICODE = '\u202e\u200b\ufeff𝕏\u0301'
const HUGE = 'x'.repeat(200_000)
const BAD_VALUES: unknown[] = [
  12345,
  -1,
  -1e308,
  true,
  null,
  [],
  {},
  'string',
  '',
  NUL,
  LONE_SURROGATE,
  ODD_UNICODE,
  HUGE,
  Array.from({ length: 10_000 }, () => 'a'),
  { nested: { deeper: [1, 2, { x: NUL }] } },
]
const BAD_QUERY_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  `${'q'.repeat(5000)}`,
  '-1',
  'NaN',
  'Infinity',
  '1e400',
  '',
]
const BAD_PARAM_VALUES = [
  'not-a-uuid',
  '%00',
  '00000000-0000-0000-0000-00000000000g',
  'x'.repeat(3000),
  '%E2%80%AE',
  '..%2F..',
]

type Attempt = { what: string; url: string; body?: string | Buffer; contentType?: string }

function fieldsOf(schema: unknown): string[] {
  const s = schema as z.ZodType | undefined
  if (!s || !(s instanceof z.ZodType)) return []
  const unwrapped = s instanceof z.ZodOptional || s instanceof z.ZodNullable ? s.unwrap() : s
  return unwrapped instanceof z.ZodObject ? Object.keys(unwrapped.shape) : []
}

function attemptsFor(r: RouteRecord, w: World): Attempt[] {
  const schema = (r.route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown }
  const url = fillPath(r, w)
  const attempts: Attempt[] = []
  const json = (what: string, value: unknown) => attempts.push({ what, url, body: JSON.stringify(value) })

  if (schema.body) {
    const base = (SAMPLES[key(r)]?.(w) ?? {}) as Record<string, unknown>
    for (const field of fieldsOf(schema.body)) {
      for (const value of BAD_VALUES) json(`body.${field}=${show(value)}`, { ...base, [field]: value })
      const { [field]: _dropped, ...without } = base
      json(`body without ${field}`, without)
    }
    json('extra field', { ...base, unexpected_field: 'x', __proto__: { admin: true } })
    json(
      'prototype pollution',
      JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'),
    )
    json('array body', [base])
    json('string body', 'just a string')
    attempts.push({ what: 'no body', url })
    attempts.push({ what: 'malformed JSON', url, body: '{"a": ' })
    attempts.push({ what: 'non-finite number', url, body: '{"rating": 1e400, "quantity": -1e400}' })
    attempts.push({ what: 'deep nesting', url, body: '['.repeat(5000) + ']'.repeat(5000) })
    attempts.push({ what: 'NUL in raw JSON', url, body: '{"email": "a\\u0000@example.com"}' })
    attempts.push({ what: 'lone surrogate in raw JSON', url, body: '{"message": "\\udc00"}' })
    attempts.push({
      what: 'wrong content type',
      url,
      body: 'a=1&b=2',
      contentType: 'application/x-www-form-urlencoded',
    })
  }
  for (const field of fieldsOf(schema.querystring)) {
    for (const value of BAD_QUERY_VALUES) {
      attempts.push({ what: `query ${field}=${value.slice(0, 20)}`, url: `${url}?${field}=${value}` })
    }
    attempts.push({ what: `query ${field} twice`, url: `${url}?${field}=a&${field}=b` })
  }
  // Every route, whatever it declares: unexpected query parameters, and a body it does not take.
  attempts.push({
    what: 'unexpected query',
    url: `${url}${url.includes('?') ? '&' : '?'}x=%00&y=${'z'.repeat(4000)}`,
  })
  if (!schema.body && r.method !== 'GET' && r.method !== 'DELETE') {
    attempts.push({ what: 'malformed JSON body it does not take', url, body: '{"a": ' })
    attempts.push({ what: 'huge body it does not take', url, body: JSON.stringify({ x: HUGE }) })
  }
  const params = [...r.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!)
  for (const param of params) {
    for (const value of BAD_PARAM_VALUES) {
      const mangled = r.url.replace(/:([A-Za-z_]+)/g, (m, name: string) =>
        name === param ? value : fillPath({ ...r, url: m }, w),
      )
      attempts.push({ what: `param ${param}=${value.slice(0, 20)}`, url: mangled.replace(/\*$/, 'x') })
    }
  }
  return attempts
}

function show(value: unknown): string {
  if (typeof value === 'string') return value.length > 30 ? `string(${value.length})` : JSON.stringify(value)
  if (Array.isArray(value)) return `array(${value.length})`
  return JSON.stringify(value) ?? String(value)
}

/**
 * A cheap fingerprint of every table: row count and newest row version, so any write shows. One round
 * trip per call, on a connection of its own: the query is built once (the tables do not change while
 * the test runs), and the connection counts without parallel workers or JIT compilation, which would
 * cost far more than the counting each time (the planner's estimates for tables it has no statistics
 * of are large).
 */
async function fingerprinter() {
  const client = new pg.Client({ connectionString: t.ctx.pool.options.connectionString })
  // A lost connection fails the next fingerprint's query; the event itself must not end the process.
  client.on('error', () => {})
  await client.connect()
  await client.query('set jit = off; set max_parallel_workers_per_gather = 0')
  const { rows } = await client.query<{ t: string }>(
    `select string_agg(format('select %L as t, count(*) as n, coalesce(max(xmin::text::bigint), 0) as x from %I.%I', tablename, schemaname, tablename), ' union all ') as t
       from pg_tables where schemaname = 'public'`,
  )
  const text = `${rows[0]!.t} order by t`
  return {
    async take(): Promise<string> {
      const res = await client.query<{ t: string; n: string; x: string }>(text)
      return res.rows.map((r) => `${r.t}:${r.n}:${r.x}`).join(',')
    },
    close: () => client.end(),
  }
}

useBadInputWorld()

describe('generated bad input on every route', () => {
  it('answers every bad input with a clear 4xx (or accepts it) and never writes on a refusal', async () => {
    const failures: string[] = []
    let sent = 0
    let refused = 0
    let routesFuzzed = 0
    const started = Date.now()
    const fingerprint = await fingerprinter()
    onTestFinished(() => fingerprint.close())
    for (const r of routesOf(t)) {
      if (STREAMING.has(key(r))) continue
      const admin = r.access === ADMIN || r.access === ADMIN_DIRECT
      const attempts = attemptsFor(r, w)
      if (!attempts.length) continue
      routesFuzzed++
      for (const attempt of attempts) {
        const cookie = admin ? w.admin.cookie : w.a.cookie
        const before = await fingerprint.take()
        const res = await t.request({
          method: r.method as 'POST',
          url: attempt.url,
          cookie,
          ...(attempt.body !== undefined
            ? {
                payload: attempt.body,
                headers: { 'content-type': attempt.contentType ?? 'application/json' },
              }
            : {}),
        })
        sent++
        const label = `${key(r)} ${attempt.what}: ${res.statusCode} ${res.body.slice(0, 160)}`
        if (isServerError(res)) failures.push(`5xx — ${label}`)
        else if (res.statusCode >= 400) {
          refused++
          if (!NON_JSON(r.url) && !isErrorShape(res))
            failures.push(`refusal not in the error shape — ${label}`)
          if ((await fingerprint.take()) !== before)
            failures.push(`refused but wrote to the database — ${label}`)
        }
        // A bad input must never end the caller's session; sign in again only if a real sign-out happened.
        const session = await t.request({ method: 'GET', url: '/api/auth/session', cookie })
        if (!session.json().user) {
          const u = admin ? w.admin : w.a
          u.cookie = await t.signIn(u.email, u.password, admin ? 'admin' : 'customer')
        }
      }
    }
    console.info(
      `Bad input: ${sent} requests to ${routesFuzzed} routes, ${refused} refused with 4xx, ` +
        `${failures.filter((f) => f.startsWith('5xx')).length} answered 5xx, ${Math.round((Date.now() - started) / 1000)} s`,
    )
    expect(failures).toEqual([])
  }, 600_000)
})
