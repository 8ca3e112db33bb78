import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema/notifications.ts'
import { supportMessages, supportTickets } from '../../db/schema/support.ts'
import type { RealtimeEvent } from '../../plugins/realtime.ts'
import {
  admin,
  auditOf,
  call,
  customer,
  openTicket,
  t,
  useSupportAdminWorld,
} from './support-admin.fixtures.ts'

useSupportAdminWorld()

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
