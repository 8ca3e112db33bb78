import crypto from 'node:crypto'
import type { AppContext } from '../apps/server/src/types.ts'
import type { BuyerKind, PlannedBuyer } from './drop-clients.ts'

/**
 * One round's stage: a product of `units` units in one size, and the crowd's accounts with their
 * sessions. Signing 5,000 people in would spend minutes hashing passwords, so the accounts and
 * sessions are written directly and each cookie is signed the way the auth library signs it
 * (HMAC-SHA256 of the session token with the server's secret, base64, `token.signature` URL-encoded).
 * Every round uses new accounts, a new product and new network addresses, so no limit, memo or
 * unpaid order of an earlier round carries over.
 */
export type RoundStage = {
  productId: string
  slug: string
  buyers: PlannedBuyer[]
  /** A legit buyer's user id and cookie, to check the cookie with GET /api/auth/session. */
  probe: { userId: string; cookie: string }
}

/** Accounts of one kind (a day old, or created just now like a bot's) and a signed session each. */
async function accounts(ctx: AppContext, tag: string, n: number, ageSql: string) {
  if (n === 0) return []
  const { rows } = await ctx.pool.query<{ id: string; token: string }>(
    `with u as (
       insert into "user" (name, email, email_verified, role, created_at, updated_at)
       select 'Drop Buyer ' || g, $2 || '-' || g || '@drop.bench', true, 'user', ${ageSql}, ${ageSql}
       from generate_series(1, $1::int) g returning id, created_at)
     insert into session (user_id, token, expires_at, created_at)
     select id, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), now() + interval '1 day',
       created_at from u
     returning user_id as id, token`,
    [n, tag],
  )
  const name = (await ctx.auth.$context).authCookies.sessionToken.name
  const secret = ctx.config.AUTH_SECRET
  return rows.map(({ id, token }) => {
    const signature = crypto.createHmac('sha256', secret).update(token).digest('base64')
    return { userId: id, cookie: `${name}=${encodeURIComponent(`${token}.${signature}`)}` }
  })
}

/**
 * Network addresses: each person on their own; bots share a handful of hosts, five accounts to an
 * address (a small bot farm), so the per-address limit meets them too.
 */
const personIp = (round: number, i: number) => `10.${round % 64}.${(i >> 8) & 255}.${i & 255}`
const botIp = (round: number, i: number) => `10.${64 + (round % 64)}.${(i >> 8) & 255}.${i & 255}`

export async function stageRound(
  ctx: AppContext,
  round: number,
  {
    buyers,
    units,
    botShare,
    wishlistShare,
  }: { buyers: number; units: number; botShare: number; wishlistShare: number },
): Promise<RoundStage> {
  const tag = `r${round}-${Date.now().toString(36)}`
  const slug = `drop-bench-${tag}`
  const { rows } = await ctx.pool.query<{ id: string }>(
    `insert into products (name, slug, description, price_cents, stock, low_stock_threshold, weight_grams,
       image_url, care_instructions, fit_description)
     values ($1, $2, $3, 4500, $4, 10, 250, null, 'Machine wash cold, inside out', 'Boxy fit')
     returning id`,
    [`Drop Hoodie ${tag}`, slug, 'A numbered run of heavyweight hoodies: small batch, no restocks.', units],
  )
  const productId = rows[0]!.id
  await ctx.pool.query(
    `insert into product_variants (product_id, size, stock, chest, length, sleeve, sort_order)
     values ($1, 'M', $2, '96-101', '71', '21', 0)`,
    [productId, units],
  )

  const bots = Math.round(buyers * botShare)
  const fresh = Math.floor(bots / 2)
  const people = await accounts(ctx, `${tag}-p`, buyers, `now() - interval '1 day'`)
  const scripted = await accounts(ctx, `${tag}-s`, bots - fresh, `now() - interval '1 day'`)
  const newcomers = await accounts(ctx, `${tag}-f`, fresh, 'now()')
  // Some people saved the product: the drop's opening notifies them (bell and email) in the start second.
  await ctx.pool.query(`insert into wishlists (user_id, product_id) select unnest($1::uuid[]), $2`, [
    people.slice(0, Math.round(people.length * wishlistShare)).map((p) => p.userId),
    productId,
  ])
  const plan = (list: typeof people, kind: BuyerKind, ip: (i: number) => string) =>
    list.map((a, i) => ({ kind, cookie: a.cookie, ip: ip(i) }))
  const crowd = [
    ...plan(people, 'legit', (i) => personIp(round, i)),
    ...plan(scripted, 'scripted', (i) => botIp(round, Math.floor(i / 5))),
    ...plan(newcomers, 'fresh', (i) => botIp(round, 4096 + Math.floor(i / 5))),
  ]
  return { productId, slug, buyers: crowd, probe: people[0]! }
}

/** The check that the hand-made cookies are sessions the server accepts. */
export async function verifyCookie(shop: string, probe: RoundStage['probe']) {
  const res = await fetch(`${shop}/api/auth/session`, { headers: { cookie: probe.cookie } })
  const body = (await res.json()) as { user: { id: string } | null }
  if (res.status !== 200 || body.user?.id !== probe.userId) {
    throw new Error(`the signed session cookie is not accepted: ${res.status} ${JSON.stringify(body)}`)
  }
}

/** The drop, scheduled as the admin would: public start `leadMs` from now, one per customer. */
export async function scheduleDrop(
  shop: string,
  { adminCookie, origin }: { adminCookie: string; origin: string },
  productId: string,
  leadMs: number,
) {
  const res = await fetch(`${shop}/api/admin/products/${productId}/drop`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: adminCookie, origin },
    body: JSON.stringify({
      starts_at: new Date(Date.now() + leadMs).toISOString(),
      per_customer_limit: 1,
      time_zone: 'UTC',
    }),
  })
  const body = (await res.json()) as { drop: { id: string; starts_at: string } | null }
  if (!res.ok || !body.drop) throw new Error(`scheduling the drop: ${res.status} ${JSON.stringify(body)}`)
  return { dropId: body.drop.id, startAt: Date.parse(body.drop.starts_at) }
}
