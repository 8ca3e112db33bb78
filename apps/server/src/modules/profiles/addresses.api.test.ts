import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles, shippingAddresses } from '../../db/schema/profiles.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, cookie, payload })

const home = {
  first_name: 'Alice',
  last_name: 'Doe',
  address: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  postal_code: '73301',
  country: 'US' as const,
}
const work = { ...home, address: '500 Congress Ave', address2: 'Floor 3', postal_code: '78701' }
const cabin = {
  ...home,
  address: '9 Lake Rd',
  city: 'Banff',
  state: 'AB',
  postal_code: 'T1L 1A1',
  country: 'CA' as const,
}

const profileDefault = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.id, userId)))[0]!.defaultShippingAddress

describe('saved shipping addresses', () => {
  let u: TestUser
  beforeAll(async () => {
    u = await t.createUser()
  })

  it('needs a session', async () => {
    expect((await call('GET', '/api/addresses')).statusCode).toBe(401)
    expect((await call('POST', '/api/addresses', undefined, { address: {} })).statusCode).toBe(401)
  })

  it('refuses an incomplete address with the address message', async () => {
    const res = await call('POST', '/api/addresses', u.cookie, { address: { ...home, city: '  ' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('Please complete all address fields')
    const missing = await call('POST', '/api/addresses', u.cookie, { address: { first_name: 'A' } })
    expect(missing.json().error.message).toBe('Please complete all address fields')
  })

  it('adds, edits, switches the default and removes, keeping one default and the profile copy in step', async () => {
    const first = await call('POST', '/api/addresses', u.cookie, { label: 'Home', address: home })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ label: 'Home', is_default: true, address: home })
    expect(await profileDefault(u.id)).toEqual(home)

    const second = await call('POST', '/api/addresses', u.cookie, { label: 'Work', address: work })
    expect(second.json().is_default).toBe(false)
    const third = await call('POST', '/api/addresses', u.cookie, {
      label: '',
      address: cabin,
      is_default: true,
    })
    expect(third.json()).toMatchObject({ label: null, is_default: true })
    expect(await profileDefault(u.id)).toEqual(cabin)

    let list = (await call('GET', '/api/addresses', u.cookie)).json().items
    expect(list.map((a: { label: string | null }) => a.label)).toEqual([null, 'Work', 'Home'])
    expect(list.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1)

    const edited = await call('PATCH', `/api/addresses/${third.json().id}`, u.cookie, {
      address: { ...cabin, address2: 'Cabin 4' },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ is_default: true, address: { address2: 'Cabin 4' } })
    expect((await profileDefault(u.id))!.address2).toBe('Cabin 4')

    const workDefault = await call('PATCH', `/api/addresses/${second.json().id}`, u.cookie, {
      is_default: true,
    })
    expect(workDefault.json().is_default).toBe(true)
    expect(await profileDefault(u.id)).toEqual(work)
    list = (await call('GET', '/api/addresses', u.cookie)).json().items
    expect(
      list.filter((a: { is_default: boolean }) => a.is_default).map((a: { id: string }) => a.id),
    ).toEqual([second.json().id])

    // Removing the default promotes the newest remaining address.
    const removed = await call('DELETE', `/api/addresses/${second.json().id}`, u.cookie)
    expect(removed.json()).toEqual({ ok: true })
    list = (await call('GET', '/api/addresses', u.cookie)).json().items
    expect(list).toHaveLength(2)
    expect(list[0]).toMatchObject({ id: third.json().id, is_default: true })
    expect((await profileDefault(u.id))!.city).toBe('Banff')

    await call('DELETE', `/api/addresses/${third.json().id}`, u.cookie)
    await call('DELETE', `/api/addresses/${first.json().id}`, u.cookie)
    expect((await call('GET', '/api/addresses', u.cookie)).json().items).toEqual([])
    expect(await profileDefault(u.id)).toBeNull()
  })

  it("hides another customer's addresses: reading, editing and removing them is a 404", async () => {
    const owner = await t.createUser()
    const intruder = await t.createUser()
    const mine = (await call('POST', '/api/addresses', owner.cookie, { address: home })).json()
    expect((await call('GET', '/api/addresses', intruder.cookie)).json().items).toEqual([])

    const edit = await call('PATCH', `/api/addresses/${mine.id}`, intruder.cookie, { address: work })
    expect(edit.statusCode).toBe(404)
    expect(edit.json().error.message).toBe('Address not found')
    expect((await call('DELETE', `/api/addresses/${mine.id}`, intruder.cookie)).statusCode).toBe(404)
    expect(
      (await call('PATCH', '/api/addresses/not-a-uuid', intruder.cookie, { label: 'x' })).statusCode,
    ).toBe(404)

    const [row] = await t.db.select().from(shippingAddresses).where(eq(shippingAddresses.id, mine.id))
    expect(row).toMatchObject({ userId: owner.id, address: home, isDefault: true })
  })

  it('keeps exactly one default when several first addresses arrive at once', async () => {
    const w = await t.createUser()
    const results = await Promise.all(
      [home, work, cabin].map((address) => call('POST', '/api/addresses', w.cookie, { address })),
    )
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201])
    const list = (await call('GET', '/api/addresses', w.cookie)).json().items
    expect(list.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1)
  })

  it('keeps the default entry equal to the profile default edited on /profile', async () => {
    const v = await t.createUser()
    await call('PATCH', '/api/profile', v.cookie, { default_shipping_address: home })
    let list = (await call('GET', '/api/addresses', v.cookie)).json().items
    expect(list).toMatchObject([{ is_default: true, address: home }])

    await call('PATCH', '/api/profile', v.cookie, { default_shipping_address: work })
    list = (await call('GET', '/api/addresses', v.cookie)).json().items
    expect(list).toMatchObject([{ is_default: true, address: work }])

    await call('PATCH', '/api/profile', v.cookie, { default_shipping_address: null })
    list = (await call('GET', '/api/addresses', v.cookie)).json().items
    expect(list).toMatchObject([{ is_default: false, address: work }])
  })
})
