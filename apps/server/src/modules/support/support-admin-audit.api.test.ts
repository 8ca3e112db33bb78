import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { supportMessages, supportTickets } from '../../db/schema/support.ts'
import { admin, auditOf, call, openTicket, t, useSupportAdminWorld } from './support-admin.fixtures.ts'

useSupportAdminWorld()

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
