import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ADMIN,
  ADMIN_DIRECT,
  PUBLIC,
  refusesImpersonation,
  USER,
  USER_DIRECT,
  type Access,
  type RouteRecord,
} from '../src/lib/access.ts'
import { cookieFrom, createTestApp, type TestApp } from './helper.ts'
import {
  buildWorld,
  describeAccess,
  fillPath,
  isErrorShape,
  isServerError,
  key,
  routesOf,
  STREAMING,
  type World,
} from './route-fixtures.ts'

/** `impersonator`: an admin browsing as customer A (an impersonated session of A's). */
type Role = 'visitor' | 'customerA' | 'customerB' | 'admin' | 'impersonator'
const ROLES: Role[] = ['visitor', 'customerA', 'customerB', 'admin', 'impersonator']

/**
 * What each role must get from a route with a given policy. `refuse` is the exact status; `admit`
 * means the policy let the caller through (the route may still refuse the input, never with 401/403,
 * and an owner route never with the 404 that hides someone else's row).
 */
function expectation(access: Access, role: Role): { refuse: number } | 'admit' {
  if (access === PUBLIC) return 'admit'
  if (role === 'visitor') return { refuse: 401 }
  // The impersonator is customer A, except where only the account holder may act.
  if (role === 'impersonator' && refusesImpersonation(access)) return { refuse: 403 }
  if (access === USER || access === USER_DIRECT) return 'admit'
  if (access === ADMIN || access === ADMIN_DIRECT) return role === 'admin' ? 'admit' : { refuse: 403 }
  // owner: the row belongs to customer A; everyone else is told it does not exist.
  return role === 'customerA' || role === 'impersonator' ? 'admit' : { refuse: 404 }
}

let t: TestApp
let w: World
const results: { route: string; access: string; role: Role; status: number; serverError: boolean }[] = []

let impersonation = ''
beforeAll(async () => {
  t = await createTestApp()
  w = await buildWorld(t)
  impersonation = await impersonateA()
})

/** A fresh session of an admin impersonating customer A (from a sign-in of its own). */
async function impersonateA() {
  const adminCookie = await t.signIn(w.admin.email, w.admin.password, 'admin')
  const res = await t.request({
    method: 'POST',
    url: `/api/admin/users/${w.a.id}/impersonate`,
    cookie: adminCookie,
  })
  if (res.statusCode !== 200) throw new Error(`impersonation: ${res.statusCode} ${res.body}`)
  return cookieFrom(res.headers['set-cookie'])
}
afterAll(async () => {
  const routes = new Set(results.map((r) => r.route)).size
  console.info(
    `Authorisation matrix: ${routes} routes × ${ROLES.length} roles = ${results.length} cases, ` +
      `${results.filter((r) => r.serverError).length} answered 5xx ` +
      `(${results.filter((r) => r.status === 503).length} said 503: not configured here)`,
  )
  await t?.close()
})

function cookieOf(role: Role) {
  const cookies = { visitor: '', customerA: w.a.cookie, customerB: w.b.cookie, admin: w.admin.cookie }
  return role === 'impersonator' ? impersonation : cookies[role]
}

/** A call may end a session (sign-out, password change): sign the role in again if so. */
async function keepSignedIn(role: Role) {
  if (role === 'visitor') return
  if (role === 'impersonator') {
    const res = await t.request({ method: 'GET', url: '/api/auth/session', cookie: impersonation })
    if (!res.json().impersonated_by) impersonation = await impersonateA()
    return
  }
  const u = { customerA: w.a, customerB: w.b, admin: w.admin }[role]
  const res = await t.request({ method: 'GET', url: '/api/auth/session', cookie: u.cookie })
  if (res.json().user) return
  u.cookie = await t.signIn(u.email, u.password, role === 'admin' ? 'admin' : 'customer')
}

describe('every registered route enforces its declared access policy', () => {
  it('has a policy on every route, and the app refuses to start with a route that has none', async () => {
    const routes = routesOf(t)
    expect(routes.length).toBeGreaterThan(50)
    for (const r of routes) expect(r.access, key(r)).toBeDefined()
    const { buildApp } = await import('../src/app.ts')
    await expect(
      buildApp(t.ctx, {
        serveWeb: false,
        modules: [
          {
            name: 'careless',
            routes: [async (app) => void app.get('/careless', async () => ({ ok: true }))],
          },
        ],
      }),
    ).rejects.toThrow(/GET \/api\/careless declares no access policy/)
    // Outside /api, plugin-registered reading routes (pages, built assets) are public by nature;
    // anything that writes still has to declare its policy.
    const page = await buildApp(t.ctx, {
      serveWeb: false,
      modules: [{ name: 'page', rootRoutes: [async (app) => void app.get('/some-page', async () => 'ok')] }],
    })
    expect(page.routeRecords.find((r) => r.url === '/some-page')?.access).toBe('public')
    await page.close()
    await expect(
      buildApp(t.ctx, {
        serveWeb: false,
        modules: [{ name: 'form', rootRoutes: [async (app) => void app.post('/form', async () => 'ok')] }],
      }),
    ).rejects.toThrow(/POST \/form declares no access policy/)
  })

  it('answers visitor, customer A, customer B (on A’s rows) and admin as the policy says', async () => {
    // The policies that refuse an admin browsing as a customer are in use, and the matrix has that role.
    const direct = routesOf(t)
      .filter((r) => refusesImpersonation(r.access))
      .map(key)
    expect(direct).toEqual(
      expect.arrayContaining([
        'POST /api/orders/:id/pay',
        'POST /api/orders/:id/cancel',
        'POST /api/wallet/verify',
        'DELETE /api/wallet',
        'POST /api/partner-projects',
        'POST /api/auth/change-password',
      ]),
    )
    const failures: string[] = []
    for (const r of routesOf(t)) {
      for (const role of ROLES) {
        const want = expectation(r.access, role)
        if (want === 'admit' && STREAMING.has(key(r))) continue
        const res = await t.request({
          method: r.method as 'GET',
          url: fillPath(r, w),
          cookie: cookieOf(role),
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
        })
        results.push({
          route: key(r),
          access: describeAccess(r.access),
          role,
          status: res.statusCode,
          serverError: isServerError(res),
        })
        const label = `${key(r)} [${describeAccess(r.access)}] as ${role}: ${res.statusCode} ${res.body.slice(0, 120)}`
        if (isServerError(res)) failures.push(`5xx — ${label}`)
        else if (want !== 'admit') {
          if (res.statusCode !== want.refuse) failures.push(`expected ${want.refuse} — ${label}`)
          else if (!isErrorShape(res)) failures.push(`refusal not in the error shape — ${label}`)
        } else if (res.statusCode === 401 || res.statusCode === 403) {
          failures.push(`refused an admitted caller — ${label}`)
        } else if (typeof r.access === 'object' && role === 'customerA' && res.statusCode === 404) {
          failures.push(`owner could not reach their own row — ${label}`)
        }
        await keepSignedIn(role)
      }
    }
    expect(failures).toEqual([])
    // Every route five times over: it grows with the API, and a loaded machine answers slower.
  }, 120_000)

  it('keeps customer B away from A’s rows whatever B sends (no 2xx leak)', async () => {
    const ownerRoutes = routesOf(t).filter(
      (r): r is RouteRecord & { access: { owner: string; param: string } } => typeof r.access === 'object',
    )
    expect(ownerRoutes.length).toBeGreaterThan(0)
    for (const r of ownerRoutes) {
      for (const payload of [undefined, {}, { status: 'cancelled' }, { subject: 'x', message: 'y' }]) {
        const res = await t.request({
          method: r.method as 'GET',
          url: fillPath(r, w),
          cookie: w.b.cookie,
          ...(payload && r.method !== 'GET' ? { payload } : {}),
        })
        expect(res.statusCode, `${key(r)} as B`).toBe(404)
      }
    }
  })
})
