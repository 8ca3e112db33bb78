import type { AdminDrop, DropAdmission, ProductDrop } from '@rdo/contracts'
import type { dropAdmissions, productDrops } from '../../db/schema/drops.ts'

export type DropRow = typeof productDrops.$inferSelect
export type AdmissionRow = typeof dropAdmissions.$inferSelect

/** A stored numeric ("100.000000000") as a plain decimal string ("100"). */
export function plainAmount(value: string | null): string | null {
  if (value === null) return null
  const [whole = '0', fraction = ''] = value.split('.')
  const trimmed = fraction.replace(/0+$/, '')
  return trimmed ? `${whole}.${trimmed}` : whole
}

export function toProductDrop(row: DropRow): ProductDrop {
  return {
    id: row.id,
    starts_at: row.startsAt.toISOString(),
    holder_starts_at: row.holderStartsAt?.toISOString() ?? null,
    holder_minimum: row.holderStartsAt ? plainAmount(row.holderMinimum) : null,
    per_customer_limit: row.perCustomerLimit,
    time_zone: row.timeZone,
  }
}

export function toAdminDrop(row: DropRow): AdminDrop {
  return {
    ...toProductDrop(row),
    product_id: row.productId,
    notified_at: row.notifiedAt?.toISOString() ?? null,
  }
}

export function toAdmission(row: AdmissionRow): DropAdmission {
  return {
    drop_id: row.dropId,
    units: row.units,
    position: row.position,
    expires_at: row.expiresAt.toISOString(),
    status: row.status,
  }
}
