import { describe, expect, it } from 'vitest'
import { ADMIN, ADMIN_DIRECT } from '../src/lib/access.ts'
import { fillPath, key, routesOf } from './route-fixtures.ts'
import { SAMPLES, t, useBadInputWorld, w } from './route-bad-input.fixtures.ts'

useBadInputWorld()

const auditRows = async () =>
  Number((await t.ctx.pool.query<{ n: string }>('select count(*) as n from audit_log')).rows[0]!.n)

/** Admin POSTs that only compute an answer (a preview, a count): they change nothing, so no audit row. */
const READ_ONLY_POSTS = new Set([
  'POST /api/admin/email/templates/preview',
  'POST /api/admin/marketing/segments/count',
])

describe('generated bad input on every route', () => {
  it('starts from samples the routes accept, so each bad value is what gets refused', async () => {
    const routes = new Map(routesOf(t).map((r) => [key(r), r]))
    const invalid: string[] = []
    for (const [route, sample] of Object.entries(SAMPLES)) {
      const r = routes.get(route)
      if (!r) {
        invalid.push(`${route}: no such route`)
        continue
      }
      const admin = r.access === ADMIN || r.access === ADMIN_DIRECT
      const audited = await auditRows()
      const res = await t.request({
        method: r.method as 'POST',
        url: fillPath(r, w),
        cookie: admin ? w.admin.cookie : w.a.cookie,
        payload: sample(w) as object,
      })
      // A business refusal (an unknown reset token) is fine; a validation refusal means a bad sample.
      const validation = res.statusCode === 400 && res.json().error?.code === 'INVALID'
      if (validation || res.statusCode >= 500) invalid.push(`${route}: ${res.statusCode} ${res.body}`)
      // An admin change that succeeds leaves exactly one audit row; a refused one leaves none.
      if (admin && r.method !== 'GET') {
        const added = (await auditRows()) - audited
        const expected = res.statusCode < 300 && !READ_ONLY_POSTS.has(route) ? 1 : 0
        if (added !== expected)
          invalid.push(`${route}: ${res.statusCode} wrote ${added} audit rows, not ${expected}`)
      }
    }
    expect(invalid).toEqual([])
  })
})
