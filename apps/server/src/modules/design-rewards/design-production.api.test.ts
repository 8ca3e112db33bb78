import { DESIGN_REWARD_MESSAGES as M } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { products } from '../../db/schema/catalog.ts'
import { designProductions, designRewardEntries } from '../../db/schema/design-rewards.ts'
import { auditLog } from '../../db/schema/audit.ts'
import {
  publish,
  publishBody,
  readyDesign,
  startRewardsWorld,
  stopRewardsWorld,
  type RewardsWorld,
} from '../../../test/fixtures/design-rewards.ts'
import { makeDesign } from '../../../test/fixtures/community.ts'

let w: RewardsWorld
beforeAll(async () => {
  w = await startRewardsWorld()
}, 60_000)
afterAll(async () => stopRewardsWorld(w))
beforeEach(() => w.printify.setCatalogMode('ok'))

const creates = () =>
  w.printify.calls.filter((c) => c.method === 'POST' && /\/shops\/\d+\/products\.json$/.test(c.path))
const printifyProductsOf = (designId: string) =>
  w.printify.currentProducts().filter((p) => (p.tags as string[]).includes(`rdo-design-${designId}`))
const bonusOf = (designId: string) =>
  w.t.db.select().from(designRewardEntries).where(eq(designRewardEntries.designId, designId))

describe('putting a design into production', () => {
  it('uploads the image, creates and publishes one Printify product and puts the linked product on sale', async () => {
    const { id } = await readyDesign(w)
    const body = await publishBody(w)
    expect(body.variants).toHaveLength(6)
    const uploadsBefore = w.printify.uploads.length
    const res = await publish(w, id, body)
    expect(res.statusCode, res.body).toBe(200)
    const { production } = res.json()
    expect(production).toMatchObject({ status: 'published', design_id: id, error: null })
    const made = printifyProductsOf(id)
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({ published: true, visible: true, blueprint_id: body.blueprint_id })
    expect(w.printify.uploads.length).toBe(uploadsBefore + 1)
    const [product] = await w.t.db.select().from(products).where(eq(products.id, production.product_id))
    expect(product).toMatchObject({ communityDesignId: id, active: true, fulfilmentProvider: 'printify' })
    const page = await w.t.request({ method: 'GET', url: `/api/products/${product!.slug}` })
    expect(page.statusCode, page.body).toBe(200)
    expect(await bonusOf(id)).toMatchObject([
      { kind: 'production_bonus', asset: 'SOL', amount: '0.500000000' },
    ])
    const audit = await w.t.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audit.map((a) => a.action).sort()).toEqual([
      'design.production.publish',
      'design.production.start',
    ])
  })

  it('the design reads in production only once its product is: back office, dashboard and profile', async () => {
    const { id } = await readyDesign(w)
    const get = async (url: string, cookie: string) => {
      const res = await w.t.request({ method: 'GET', url, cookie })
      expect(res.statusCode, res.body).toBe(200)
      return res.json()
    }
    const seen = async () => ({
      review: (await get(`/api/admin/designs/${id}`, w.admin.cookie)).production,
      dashboard: (await get('/api/dashboard/activity', w.designer.cookie)).designs.find(
        (d: { id: string }) => d.id === id,
      )?.production,
      profile: (await get(`/api/users/${w.designer.id}`, w.designer.cookie)).designs.find(
        (d: { id: string }) => d.id === id,
      )?.production,
    })
    expect(await seen()).toEqual({ review: null, dashboard: null, profile: null })
    expect((await get(`/api/admin/designs/${id}/production`, w.admin.cookie)).production).toBeNull()
    const unknown = await w.t.request({
      method: 'GET',
      url: '/api/admin/designs/00000000-0000-4000-8000-000000000000/production',
      cookie: w.admin.cookie,
    })
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, 'Design not found'])
    expect((await publish(w, id, await publishBody(w))).statusCode).toBe(200)
    expect(await seen()).toEqual({ review: 'on_sale', dashboard: 'on_sale', profile: 'on_sale' })
  })

  it('a second publish (a double click, twice in a row) makes no second Printify product nor bonus', async () => {
    const { id } = await readyDesign(w)
    const body = await publishBody(w)
    const before = creates().length
    const [a, b] = await Promise.all([publish(w, id, body), publish(w, id, body)])
    const codes = [a.statusCode, b.statusCode].sort()
    expect(codes[0]).toBe(200)
    expect([200, 409]).toContain(codes[1])
    const again = await publish(w, id, body)
    expect(again.statusCode, again.body).toBe(200)
    expect(creates().length - before).toBe(1)
    expect(printifyProductsOf(id)).toHaveLength(1)
    expect(await bonusOf(id)).toHaveLength(1)
  })

  it('after a failure once Printify made the product (a crash), the retry adopts that product', async () => {
    const { id } = await readyDesign(w)
    const body = await publishBody(w)
    w.printify.setCatalogMode('create-then-fail-once')
    const first = await publish(w, id, body)
    expect(first.statusCode, first.body).toBe(502)
    const [failed] = await w.t.db.select().from(designProductions).where(eq(designProductions.designId, id))
    expect(failed).toMatchObject({ status: 'failed', printifyProductId: null })
    expect(printifyProductsOf(id)).toHaveLength(1)

    const retry = await publish(w, id, body)
    expect(retry.statusCode, retry.body).toBe(200)
    expect(printifyProductsOf(id)).toHaveLength(1)
    expect(retry.json().production.printify_product_id).toBe(printifyProductsOf(id)[0]!.id)
  })

  it('a crash that left a live lease: the next attempt waits for it, and takes over once it expires', async () => {
    const { id } = await readyDesign(w)
    const body = await publishBody(w)
    await w.t.db.insert(designProductions).values({
      designId: id,
      shopId: body.shop_id,
      blueprintId: body.blueprint_id,
      printProviderId: body.print_provider_id,
      request: body,
      printifyTag: `rdo-design-${id}`,
      leaseUntil: new Date(Date.now() + 60_000),
    })
    const busy = await publish(w, id, body)
    expect(busy.statusCode).toBe(409)
    expect(busy.json().error.message).toBe(M.inProgress)
    await w.t.db
      .update(designProductions)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(designProductions.designId, id))
    const res = await publish(w, id, body)
    expect(res.statusCode, res.body).toBe(200)
    expect(printifyProductsOf(id)).toHaveLength(1)
  })

  it("shows Printify's reason when it refuses the product, and a design below the threshold is refused", async () => {
    const { id } = await readyDesign(w)
    w.printify.setCatalogMode('refuse-create')
    const res = await publish(w, id, await publishBody(w))
    expect(res.statusCode).toBe(502)
    expect(res.json().error.message).toBe('Printify: Print area image is outside the printable area')

    const young = await makeDesign(w.t, { createdBy: w.designer.id, status: 'approved', votes: 10 })
    const early = await publish(w, young, await publishBody(w))
    expect(early.statusCode).toBe(409)
    expect(early.json().error.message).toBe(M.notEligible)
  })

  it('refuses a variant the provider does not offer', async () => {
    const { id } = await readyDesign(w)
    const body = await publishBody(w)
    const res = await publish(w, id, { ...body, variants: [{ id: 999, price_cents: 5000 }] })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(M.unknownVariant)
  })

  it('customers reach neither the catalogue, production nor payouts', async () => {
    const { id } = await readyDesign(w)
    const body = await publishBody(w)
    const calls = [
      { method: 'GET' as const, url: '/api/admin/printify/catalog/blueprints' },
      { method: 'GET' as const, url: `/api/admin/designs/${id}/production` },
      { method: 'POST' as const, url: `/api/admin/designs/${id}/production`, payload: body },
      { method: 'GET' as const, url: `/api/admin/designs/${id}/rewards` },
      {
        method: 'POST' as const,
        url: `/api/admin/designs/${id}/payouts`,
        payload: { asset: 'SOL', signature: '1'.repeat(88) },
      },
      { method: 'PUT' as const, url: '/api/admin/rewards/settings', payload: { rdo_per_usd: 5 } },
    ]
    for (const call of calls) {
      const res = await w.t.request({ ...call, cookie: w.designer.cookie })
      expect(res.statusCode, call.url).toBe(403)
    }
    expect(printifyProductsOf(id)).toHaveLength(0)
  })
})
