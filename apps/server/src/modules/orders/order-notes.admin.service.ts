import { eq } from 'drizzle-orm'
import { ADMIN_ORDER_MESSAGES, type OrderNote, type OrderNoteBody } from '@rdo/contracts'
import { orders } from '../../db/schema/orders.ts'
import { orderNotes } from '../../db/schema/refunds.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { listOrderNotes } from './order-money.ts'

/** Staff add an internal note to an order (never shown to the customer), audited with it. */
export async function addOrderNote(
  ctx: AppContext,
  actor: AuditActor,
  orderId: string,
  { body }: OrderNoteBody,
): Promise<OrderNote> {
  const id = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId))
    if (!order) throw new NotFound(ADMIN_ORDER_MESSAGES.notFound)
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId, authorId: actor.id, body: body.trim() })
      .returning({ id: orderNotes.id })
    await writeAudit(tx, actor, {
      action: 'order.note',
      entity: 'order',
      entityId: orderId,
      after: { note_id: note!.id, body: body.trim() },
    })
    return note!.id
  })
  return (await listOrderNotes(ctx.db, orderId)).find((n) => n.id === id)!
}
