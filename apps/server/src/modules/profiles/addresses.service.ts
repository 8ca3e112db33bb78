import { and, desc, eq, ne, sql } from 'drizzle-orm'
import { ADDRESS_MESSAGES, completeAddressSchema, type SavedAddress } from '@rdo/contracts'
import type { addressCreateBody, addressUpdateBody } from '@rdo/contracts'
import type { z } from 'zod'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { profiles, shippingAddresses, type AddressJson } from '../../db/schema/profiles.ts'
import { NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'

type AddressRow = typeof shippingAddresses.$inferSelect
type CreateInput = z.output<typeof addressCreateBody>
type UpdateInput = z.output<typeof addressUpdateBody>

export const toAddressDto = (row: AddressRow): SavedAddress => ({
  id: row.id,
  label: row.label,
  address: row.address,
  is_default: row.isDefault,
  created_at: row.createdAt.toISOString(),
})

/** Serialises address-book writes of one user, so there is never more than one default. */
const lockUser = (tx: Tx, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('addresses'), hashtext(${userId}))`)

const setProfileDefault = (tx: DbOrTx, userId: string, address: AddressJson | null) =>
  tx
    .update(profiles)
    .set({ defaultShippingAddress: address, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId))

/** Makes `id` the only default of the user and copies its address to the profile. */
async function makeDefault(tx: Tx, userId: string, row: AddressRow) {
  await tx
    .update(shippingAddresses)
    .set({ isDefault: false })
    .where(and(eq(shippingAddresses.userId, userId), ne(shippingAddresses.id, row.id)))
  await tx.update(shippingAddresses).set({ isDefault: true }).where(eq(shippingAddresses.id, row.id))
  await setProfileDefault(tx, userId, row.address)
}

export async function listAddresses(ctx: AppContext, userId: string) {
  const rows = await ctx.db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(desc(shippingAddresses.isDefault), desc(shippingAddresses.createdAt))
  return rows.map(toAddressDto)
}

/** The first address a user saves becomes the default. */
export async function createAddress(ctx: AppContext, userId: string, input: CreateInput) {
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, userId))) as [{ count: number }]
    const [row] = await tx
      .insert(shippingAddresses)
      .values({ userId, label: input.label ?? null, address: input.address, isDefault: false })
      .returning()
    if (input.is_default || count === 0) {
      await makeDefault(tx, userId, row!)
      row!.isDefault = true
    }
    return toAddressDto(row!)
  })
}

export const addressNotFound = () => new NotFound(ADDRESS_MESSAGES.notFound)

async function findOwn(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)))
  if (!row) throw addressNotFound()
  return row
}

export async function updateAddress(ctx: AppContext, userId: string, id: string, input: UpdateInput) {
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const current = await findOwn(tx, userId, id)
    const patch = {
      ...(input.label !== undefined ? { label: input.label } : {}),
      ...(input.address ? { address: input.address } : {}),
      ...(input.is_default === false ? { isDefault: false } : {}),
    }
    const [row] = Object.keys(patch).length
      ? await tx.update(shippingAddresses).set(patch).where(eq(shippingAddresses.id, id)).returning()
      : [current]
    if (input.is_default === true || (current.isDefault && input.is_default !== false)) {
      await makeDefault(tx, userId, row!)
      row!.isDefault = true
    } else if (current.isDefault && input.is_default === false) {
      await setProfileDefault(tx, userId, null)
    }
    return toAddressDto(row!)
  })
}

/** Removing the default promotes the newest remaining address (or clears the profile's default). */
export async function deleteAddress(ctx: AppContext, userId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const current = await findOwn(tx, userId, id)
    await tx.delete(shippingAddresses).where(eq(shippingAddresses.id, id))
    if (!current.isDefault) return
    const [next] = await tx
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, userId))
      .orderBy(desc(shippingAddresses.createdAt))
      .limit(1)
    if (next) await makeDefault(tx, userId, next)
    else await setProfileDefault(tx, userId, null)
  })
}

/**
 * PATCH /api/profile changed the default shipping address: keep the address book's default entry
 * equal to it. A complete address updates the default entry (or becomes a new default entry); null
 * leaves the entries but none is default. An incomplete address lives on the profile only.
 */
export async function syncDefaultAddressFromProfile(tx: Tx, userId: string, address: AddressJson | null) {
  await lockUser(tx, userId)
  const [current] = await tx
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDefault, true)))
    .limit(1)
  if (address === null) {
    if (current) {
      await tx.update(shippingAddresses).set({ isDefault: false }).where(eq(shippingAddresses.id, current.id))
    }
    return
  }
  if (!completeAddressSchema.safeParse(address).success) return
  if (current) {
    await tx.update(shippingAddresses).set({ address }).where(eq(shippingAddresses.id, current.id))
  } else {
    await tx.insert(shippingAddresses).values({ userId, address, isDefault: true, label: null })
  }
}
