import { and, eq } from 'drizzle-orm'
import { auditLog } from '../../db/schema/audit.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema/notifications.ts'
import { supportMessages, supportTickets } from '../../db/schema/support.ts'
import type { RealtimeEvent } from '../../plugins/realtime.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

let t: TestApp
let admin: TestUser
let customer: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
  customer = await t.createUser()
})
afterAll(async () => t?.close())

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, cookie, payload })
const openTicket = async (subject: string, cookie = customer.cookie, priority = 'medium') =>
  (
    await call('POST', '/api/support/tickets', cookie, { subject, message: `About ${subject}`, priority })
  ).json()
const auditOf = (ticketId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, ticketId)).orderBy(auditLog.createdAt)
const list = async (query: string) =>
  (await call('GET', `/api/admin/support/tickets?${query}`, admin.cookie)).json()
const idsOf = (page: { items: { id: string }[] }) => page.items.map((x) => x.id)

/** Collects the realtime events a user receives and waits for the ones a test expects. */
function listen(userId: string) {
  const events: RealtimeEvent[] = []
  const waiters: (() => void)[] = []
  const stop = t.ctx.realtime.subscribe(userId, (e) => {
    events.push(e)
    waiters.forEach((w) => w())
  })
  // `match` skips events of the same kind that were still on their way (the ticket's own first message).
  const waitFor = (event: string, match: (e: RealtimeEvent) => boolean = () => true, timeoutMs = 5000) =>
    new Promise<RealtimeEvent>((resolve, reject) => {
      const check = () => {
        const hit = events.find((e) => e.event === event && match(e))
        if (hit) resolve(hit)
        return !!hit
      }
      if (check()) return
      waiters.push(check)
      setTimeout(() => reject(new Error(`no ${event} event within ${timeoutMs} ms`)), timeoutMs)
    })
  return { events, waitFor, stop }
}

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

  it('a staff reply is a staff message, sets in_progress, notifies the owner and reaches them live', async () => {
    const ticket = await openTicket('Live reply')
    const live = listen(customer.id)
    try {
      const blank = await call('POST', `/api/admin/support/tickets/${ticket.id}/reply`, admin.cookie, {
        message: ' ',
      })
      expect(blank.statusCode).toBe(400)
      expect(blank.json().error.message).toBe('Please enter a message')

      const res = await call('POST', `/api/admin/support/tickets/${ticket.id}/reply`, admin.cookie, {
        message: 'We are on it!',
      })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({ ticket_id: ticket.id, message: 'We are on it!', is_staff: true })

      const pushed = await live.waitFor(
        'support_message',
        (e) => (e.data as { is_staff?: boolean }).is_staff === true,
      )
      expect(pushed.data).toMatchObject({
        id: res.json().id,
        ticket_id: ticket.id,
        is_staff: true,
        message: 'We are on it!',
      })
      const note = await live.waitFor('notification')
      expect(note.data).toMatchObject({ type: 'support_reply', link: `/support?ticket=${ticket.id}` })
    } finally {
      live.stop()
    }

    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id))
    expect(row!.status).toBe('in_progress')
    const stored = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.id), eq(notifications.type, 'support_reply')))
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ title: 'New reply to your support ticket', read: false })

    const seen = (await call('GET', `/api/support/tickets/${ticket.id}/messages`, customer.cookie)).json()
      .items
    expect(seen.map((m: { is_staff: boolean }) => m.is_staff)).toEqual([false, true])
    const staffView = (
      await call('GET', `/api/admin/support/tickets/${ticket.id}/messages`, admin.cookie)
    ).json()
    expect(staffView.items).toHaveLength(2)
  })

  it('answers a contact-form ticket without an account by email', async () => {
    const [ticket] = await t.db
      .insert(supportTickets)
      .values({
        subject: 'Wholesale?',
        message: 'Do you sell wholesale?',
        source: 'contact',
        contactName: 'Visitor',
        contactEmail: 'visitor@example.com',
      })
      .returning()
    const res = await call('POST', `/api/admin/support/tickets/${ticket!.id}/reply`, admin.cookie, {
      message: 'Not yet, but soon.',
    })
    expect(res.statusCode).toBe(201)
    const [mail] = await t.outbox('visitor@example.com')
    expect(mail!.subject).toBe('Re: Wholesale?')
    expect(mail!.html).toContain('Not yet, but soon.')
  })

  it("lets staff ask the assistant on any customer's ticket", async () => {
    const ticket = await openTicket('Returns')
    const res = await call('POST', `/api/admin/support/tickets/${ticket.id}/assistant`, admin.cookie, {
      message: 'Can I return a worn shirt?',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ ticket_id: ticket.id, is_staff: true })
    expect(res.json().message).toContain('Per our Returns policy:')
    const seen = (await call('GET', `/api/support/tickets/${ticket.id}/messages`, customer.cookie)).json()
      .items
    expect(seen.at(-1)).toMatchObject({ id: res.json().id, is_staff: true })
  })

  it('changes the status and answers 404 for unknown tickets', async () => {
    const ticket = await openTicket('Status')
    const res = await call('PATCH', `/api/admin/support/tickets/${ticket.id}`, admin.cookie, {
      status: 'resolved',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: ticket.id, status: 'resolved' })
    expect(
      (await call('GET', '/api/support/tickets', customer.cookie))
        .json()
        .items.find((x: { id: string }) => x.id === ticket.id).status,
    ).toBe('resolved')

    expect(
      (await call('PATCH', `/api/admin/support/tickets/${ticket.id}`, admin.cookie, { status: 'done' }))
        .statusCode,
    ).toBe(400)
    const missing = '00000000-0000-4000-8000-000000000000'
    expect(
      (await call('PATCH', `/api/admin/support/tickets/${missing}`, admin.cookie, { status: 'closed' }))
        .statusCode,
    ).toBe(404)
    expect(
      (await call('POST', `/api/admin/support/tickets/${missing}/reply`, admin.cookie, { message: 'x' }))
        .statusCode,
    ).toBe(404)
    expect((await call('GET', '/api/admin/support/tickets/nope/messages', admin.cookie)).statusCode).toBe(404)
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

describe('admin support audit', () => {
  it('a staff reply writes exactly one audit row in its transaction', async () => {
    const ticket = await openTicket('Audited reply')
    const res = await call('POST', `/api/admin/support/tickets/${ticket.id}/reply`, admin.cookie, {
      message: 'Looking into it',
    })
    expect(res.statusCode).toBe(201)
    const rows = await auditOf(ticket.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      action: 'support_ticket.reply',
      entity: 'support_ticket',
      before: { status: 'open' },
      after: { status: 'in_progress', message_id: res.json().id, message: 'Looking into it' },
    })
    expect(rows[0]!.ip).toBeTruthy()
  })

  it('a status change writes exactly one audit row with before and after', async () => {
    const ticket = await openTicket('Audited status')
    await call('PATCH', `/api/admin/support/tickets/${ticket.id}`, admin.cookie, { status: 'resolved' })
    await call('PATCH', `/api/admin/support/tickets/${ticket.id}`, admin.cookie, { status: 'closed' })
    const rows = await auditOf(ticket.id)
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['support_ticket.status_change', { status: 'open' }, { status: 'resolved' }],
      ['support_ticket.status_change', { status: 'resolved' }, { status: 'closed' }],
    ])
  })

  it('a refused reply or status change leaves no message, status change or audit row', async () => {
    const ticket = await openTicket('Refusals')
    const before = await t.db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticket.id))
    for (const [method, url, body] of [
      ['POST', `/api/admin/support/tickets/${ticket.id}/reply`, { message: '   ' }],
      ['POST', `/api/admin/support/tickets/${ticket.id}/reply`, { message: 'x'.repeat(5001) }],
      ['PATCH', `/api/admin/support/tickets/${ticket.id}`, { status: 'archived' }],
    ] as const) {
      expect((await call(method, url, admin.cookie, body)).statusCode).toBe(400)
    }
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id))
    expect(row!.status).toBe('open')
    expect(await t.db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticket.id))).toEqual(
      before,
    )
    expect(await auditOf(ticket.id)).toHaveLength(0)
  })

  it('an unknown ticket writes no audit row', async () => {
    const missing = '00000000-0000-4000-8000-000000000001'
    await call('PATCH', `/api/admin/support/tickets/${missing}`, admin.cookie, { status: 'closed' })
    await call('POST', `/api/admin/support/tickets/${missing}/reply`, admin.cookie, { message: 'x' })
    expect(await auditOf(missing)).toHaveLength(0)
  })
})

describe('assistant draft for staff', () => {
  it('returns a draft to edit without saving, notifying or auditing anything', async () => {
    const ticket = await openTicket('Can I return a worn shirt?')
    const res = await call('POST', `/api/admin/support/tickets/${ticket.id}/assistant`, admin.cookie, {
      draft: true,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: expect.stringContaining('Per our Returns policy:') })
    const messages = await t.db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticket.id))
    expect(messages).toHaveLength(1)
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id))
    expect(row!.status).toBe('open')
    expect(await auditOf(ticket.id)).toHaveLength(0)

    const missing = '00000000-0000-4000-8000-000000000002'
    expect(
      (await call('POST', `/api/admin/support/tickets/${missing}/assistant`, admin.cookie, { draft: true }))
        .statusCode,
    ).toBe(404)
  })

  it('an answer posted by the assistant on the ticket is audited like a staff reply', async () => {
    const ticket = await openTicket('Shipping times')
    const res = await call('POST', `/api/admin/support/tickets/${ticket.id}/assistant`, admin.cookie, {})
    expect(res.statusCode).toBe(201)
    const rows = await auditOf(ticket.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      action: 'support_ticket.reply',
      after: { message_id: res.json().id, by: 'assistant' },
    })
  })
})
