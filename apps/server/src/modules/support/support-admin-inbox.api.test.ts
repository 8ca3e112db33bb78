import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { supportTickets } from '../../db/schema/support.ts'
import { admin, call, customer, openTicket, t, useSupportAdminWorld } from './support-admin.fixtures.ts'

useSupportAdminWorld()

const list = async (query: string) =>
  (await call('GET', `/api/admin/support/tickets?${query}`, admin.cookie)).json()
const idsOf = (page: { items: { id: string }[] }) => page.items.map((x) => x.id)

describe('admin support API', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/support/tickets')).statusCode).toBe(401)
    expect((await call('GET', '/api/admin/support/tickets', customer.cookie)).statusCode).toBe(403)
    const ticket = await openTicket('Guarded')
    const reply = await call('POST', `/api/admin/support/tickets/${ticket.id}/reply`, customer.cookie, {
      message: 'hi',
    })
    expect(reply.statusCode).toBe(403)
    expect(
      (await call('PATCH', `/api/admin/support/tickets/${ticket.id}`, customer.cookie, { status: 'closed' }))
        .statusCode,
    ).toBe(403)
  })

  it('lists every ticket with its customer, filtered by status', async () => {
    const other = await t.createUser({ name: 'Other Person' })
    const a = await openTicket('List A')
    const b = await openTicket('List B', other.cookie)
    await t.db.update(supportTickets).set({ status: 'resolved' }).where(eq(supportTickets.id, a.id))

    const all = (await call('GET', '/api/admin/support/tickets?per_page=100', admin.cookie)).json()
    const ids = all.items.map((x: { id: string }) => x.id)
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]))
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id))
    expect(all.items.find((x: { id: string }) => x.id === b.id)).toMatchObject({
      source: 'support',
      user: { id: other.id, email: other.email, full_name: 'Other Person' },
    })

    const resolved = (await call('GET', '/api/admin/support/tickets?status=resolved', admin.cookie)).json()
    expect(resolved.items.map((x: { id: string }) => x.id)).toEqual([a.id])
    expect(resolved).toMatchObject({ total: 1, page: 1, per_page: 25 })
    expect((await call('GET', '/api/admin/support/tickets?status=bogus', admin.cookie)).statusCode).toBe(400)
  })
})

describe('admin support inbox: filters, search and pages', () => {
  it('filters by priority and status together, searches subject and email, and pages with a total', async () => {
    const searcher = await t.createUser({ email: 'Jane.Searcher@example.com', name: 'Jane Searcher' })
    const urgent = await openTicket('Parcel never arrived', searcher.cookie, 'urgent')
    const low = await openTicket('Sizing question', searcher.cookie, 'low')
    const [contact] = await t.db
      .insert(supportTickets)
      .values({
        subject: 'Wholesale enquiry',
        message: 'Hello',
        source: 'contact',
        priority: 'high',
        contactName: 'Shop Owner',
        contactEmail: 'owner@boutique.example',
      })
      .returning()

    expect(idsOf(await list('priority=urgent&per_page=100'))).toContain(urgent.id)
    expect(idsOf(await list('priority=urgent&per_page=100'))).not.toContain(low.id)
    expect(idsOf(await list('priority=urgent&status=closed'))).toEqual([])
    expect((await call('GET', '/api/admin/support/tickets?priority=asap', admin.cookie)).statusCode).toBe(400)

    // Subject, the customer's email and name, the contact's email and name; case-insensitive.
    expect(idsOf(await list('q=NEVER%20ARRIVED'))).toEqual([urgent.id])
    expect(idsOf(await list('q=jane.searcher'))).toEqual(expect.arrayContaining([urgent.id, low.id]))
    expect((await list('q=jane.searcher')).total).toBe(2)
    expect(idsOf(await list('q=boutique.example'))).toEqual([contact!.id])
    expect(idsOf(await list('q=shop%20owner'))).toEqual([contact!.id])
    // LIKE wildcards in the search are taken literally.
    expect(idsOf(await list('q=%25'))).toEqual([])

    // Urgent first when sorted by priority.
    const byPriority = await list('sort=priority&dir=desc&per_page=100')
    expect(byPriority.items[0].priority).toBe('urgent')

    const all = await list('per_page=100')
    const page1 = await list('per_page=2&page=1')
    const page2 = await list('per_page=2&page=2')
    expect(page1).toMatchObject({ total: all.total, page: 1, per_page: 2 })
    expect(page1.items).toHaveLength(2)
    expect(idsOf(page2)).toEqual(idsOf(all).slice(2, 4))
  })
})
