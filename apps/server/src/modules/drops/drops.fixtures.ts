import crypto from 'node:crypto'
import type { DropAdmissionResponse } from '@rdo/contracts'
import { getBase58Decoder } from '@solana/kit'
import { eq, sql } from 'drizzle-orm'
import type { SolanaRpcStandIn } from '../../../../../scripts/solana-rpc-stand-in.ts'
import type { TestApp, TestUser } from '../../../test/helper.ts'
import { orderBody } from '../../../test/orders.ts'
import { createProduct, type ProductFixture } from '../../../test/products.ts'
import { user } from '../../db/schema/auth.ts'
import { dropAdmissions, productDrops } from '../../db/schema/drops.ts'

/** Test data for the drop API tests: running or future drops, seasoned accounts, holders. */

const MINUTE = 60_000
export const minutesFromNow = (m: number) => new Date(Date.now() + m * MINUTE)

type DropFixture = {
  startsAt?: Date
  holderStartsAt?: Date | null
  holderMinimum?: string | null
  limit?: number
  product?: ProductFixture
}

/** A product and its drop, written directly (a running drop cannot be scheduled through the API). */
export async function createDrop(t: TestApp, f: DropFixture = {}) {
  const { product, variants } = await createProduct(t.db, f.product ?? { sizes: { M: 10 } })
  const [drop] = await t.db
    .insert(productDrops)
    .values({
      productId: product.id,
      startsAt: f.startsAt ?? minutesFromNow(-1),
      holderStartsAt: f.holderStartsAt ?? null,
      holderMinimum: f.holderMinimum ?? (f.holderStartsAt ? '100' : null),
      perCustomerLimit: f.limit ?? 1,
    })
    .returning()
  return { product, variants, drop: drop! }
}

/** A signed-in customer whose account is an hour old (new accounts are kept out of drops). */
export async function seasonedUser(t: TestApp, name = 'Drop Buyer'): Promise<TestUser> {
  const u = await t.createUser({ name })
  await t.db
    .update(user)
    .set({ createdAt: sql`now() - interval '1 hour'` })
    .where(eq(user.id, u.id))
  return u
}

/** A network address of the customer's own, so per-address limits only bite where a test wants them. */
export const addressOf = (u: TestUser) => {
  const h = crypto.createHash('sha256').update(u.id).digest()
  return `10.${h[0]}.${h[1]}.${h[2]}`
}

export function admit(t: TestApp, u: TestUser, dropId: string, quantity = 1, remoteAddress = addressOf(u)) {
  return t.request({
    method: 'POST',
    url: `/api/drops/${dropId}/admission`,
    cookie: u.cookie,
    payload: { quantity },
    remoteAddress,
  })
}

export async function admitted(t: TestApp, u: TestUser, dropId: string, quantity = 1) {
  const res = await admit(t, u, dropId, quantity)
  if (res.statusCode !== 200) throw new Error(`admission: ${res.statusCode} ${res.body}`)
  return res.json() as DropAdmissionResponse
}

export function order(t: TestApp, u: TestUser, productId: string, quantity = 1) {
  return t.request({
    method: 'POST',
    url: '/api/orders',
    cookie: u.cookie,
    payload: orderBody(productId, { quantity }),
  })
}

/**
 * Links a fresh wallet as its owner would (a nonce, its ed25519 signature, the verification), holding
 * `amount` $RDO on the chain stand-in.
 */
export async function linkHolder(t: TestApp, chain: SolanaRpcStandIn, u: TestUser, amount: string) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ed25519')
  const address = getBase58Decoder().decode(Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url'))
  chain.setBalance(address, amount)
  const nonce = await t.request({
    method: 'POST',
    url: '/api/wallet/nonce',
    cookie: u.cookie,
    payload: { address },
  })
  const { message } = nonce.json() as { message: string }
  const signature = crypto.sign(null, Buffer.from(message, 'utf8'), privateKey).toString('base64')
  const res = await t.request({
    method: 'POST',
    url: '/api/wallet/verify',
    cookie: u.cookie,
    payload: { address, message, signature },
  })
  if (res.statusCode !== 200) throw new Error(`wallet link: ${res.statusCode} ${res.body}`)
  return address
}

export async function dropRow(t: TestApp, dropId: string) {
  const [row] = await t.db.select().from(productDrops).where(eq(productDrops.id, dropId))
  return row!
}

export async function admissionsOf(t: TestApp, dropId: string) {
  return t.db.select().from(dropAdmissions).where(eq(dropAdmissions.dropId, dropId))
}

/** Moves the customer's place past its time (and out of the app's memory of places, which follows the clock). */
export async function lapse(t: TestApp, dropId: string, userId: string) {
  t.ctx.runtimes.drops.pulse.forgetPlace(dropId, userId)
  await t.db
    .update(dropAdmissions)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(sql`${dropAdmissions.dropId} = ${dropId} and ${dropAdmissions.userId} = ${userId}`)
}
