import { ADMIN_PARTNER_MESSAGES as A } from '@rdo/contracts'
import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { partnerDesigns, partnerProjects } from '../../db/schema/partners.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { isUuid } from '../../lib/access.ts'
import { NotFound } from '../../lib/errors.ts'

export const partnerNotFound = () => new NotFound(A.notFound, 'PARTNER_NOT_FOUND')
export const designNotFound = () => new NotFound(A.designNotFound, 'DESIGN_NOT_FOUND')

export type ProjectRow = typeof partnerProjects.$inferSelect
export type DesignRow = typeof partnerDesigns.$inferSelect

/** The project's owner as the back office shows them: the profile's full name, else the account name. */
export const ownerColumns = {
  ownerId: user.id,
  ownerEmail: user.email,
  ownerName: sql<string | null>`coalesce(nullif(trim(${profiles.fullName}), ''), ${user.name})`,
}
export type OwnerColumns = { ownerId: string | null; ownerEmail: string | null; ownerName: string | null }
export type Owner = { id: string; name: string; email: string }

export function toOwner(r: OwnerColumns): Owner | null {
  return r.ownerId && r.ownerEmail ? { id: r.ownerId, name: r.ownerName ?? '', email: r.ownerEmail } : null
}

/**
 * One project with its owner; inside a transaction `lock` takes the project row (FOR UPDATE, or FOR NO
 * KEY UPDATE, which still lets rows that refer to it be inserted), so a change to it waits for (and then
 * sees) any other change in flight. 404 for a missing or bad id.
 */
export async function findProject(db: DbOrTx, id: string, lock?: 'update' | 'no key update') {
  if (!isUuid(id)) throw partnerNotFound()
  const query = db
    .select({ project: partnerProjects, ...ownerColumns })
    .from(partnerProjects)
    .leftJoin(user, eq(user.id, partnerProjects.createdBy))
    .leftJoin(profiles, eq(profiles.id, partnerProjects.createdBy))
    .where(eq(partnerProjects.id, id))
  const [row] = lock ? await query.for(lock, { of: partnerProjects }) : await query
  if (!row) throw partnerNotFound()
  return { project: row.project, owner: toOwner(row) }
}

/** One partner design with its project and the project's owner, the design row locked FOR UPDATE. */
export async function findDesignForReview(db: DbOrTx, id: string) {
  if (!isUuid(id)) throw designNotFound()
  const [row] = await db
    .select({ design: partnerDesigns, project: partnerProjects, ...ownerColumns })
    .from(partnerDesigns)
    .innerJoin(partnerProjects, eq(partnerProjects.id, partnerDesigns.partnerId))
    .leftJoin(user, eq(user.id, partnerProjects.createdBy))
    .leftJoin(profiles, eq(profiles.id, partnerProjects.createdBy))
    .where(eq(partnerDesigns.id, id))
    .for('update', { of: partnerDesigns })
  if (!row) throw designNotFound()
  return { design: row.design, project: row.project, owner: toOwner(row) }
}

/** `now()` for update statements, so every timestamp in one transaction agrees. */
export const NOW = sql`now()`

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`
