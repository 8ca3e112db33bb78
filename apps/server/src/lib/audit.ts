import type { FastifyRequest } from 'fastify'
import type { DbOrTx } from '../db/client.ts'
import { auditLog } from '../db/schema/audit.ts'
import { caller } from './access.ts'

/** Who did it and from where: the admin the access policy admitted, and the request's address. */
export type AuditActor = { id: string; ip: string | null }

export async function auditActor(req: FastifyRequest): Promise<AuditActor> {
  const user = await caller(req)
  return { id: user.impersonatedBy ?? user.id, ip: req.ip ?? null }
}

export type AuditEntry = {
  /** `<entity>.<verb>`, e.g. `user.role_change`, `order.status_change`, `product.update`. */
  action: string
  /** The table (or kind of row) changed. */
  entity: string
  entityId?: string | null
  before?: unknown
  after?: unknown
}

/**
 * Records one admin mutation. Call it with the transaction that makes the change, so the row and its
 * audit entry commit or roll back together.
 */
export async function writeAudit(tx: DbOrTx, actor: AuditActor, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    ip: actor.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}
