import type { CatalogBlueprint, CatalogProvider, CatalogVariant } from '@rdo/contracts'
import type { AppContext } from '../../types.ts'
import { printifyFailure, PrintifyRequestError, requireClient } from '../printify/index.ts'
import { NotFound } from '../../lib/errors.ts'

const FAILED = 'Failed to load the Printify catalogue'
const text = (v: unknown) => (typeof v === 'string' && v ? v : null)

/** Printify's blueprints (the garments it prints on), for the "Put into production" screen. */
export async function listBlueprints(ctx: AppContext): Promise<{ items: CatalogBlueprint[] }> {
  const list = await requireClient(ctx).listBlueprints().catch(printifyFailure(ctx, FAILED))
  return {
    items: list.map((b) => ({
      id: b.id,
      title: b.title,
      brand: b.brand ?? null,
      model: b.model ?? null,
      image: b.images?.[0] ?? null,
    })),
  }
}

const notFound = (err: unknown) => {
  if (err instanceof PrintifyRequestError && err.status === 404)
    throw new NotFound('Blueprint not found', 'BLUEPRINT_NOT_FOUND')
  throw err
}

/** The print providers that print a blueprint. */
export async function listProviders(
  ctx: AppContext,
  blueprintId: number,
): Promise<{ items: CatalogProvider[] }> {
  const list = await requireClient(ctx)
    .listProviders(blueprintId)
    .catch(notFound)
    .catch(printifyFailure(ctx, FAILED))
  return { items: list.map((p) => ({ id: p.id, title: p.title })) }
}

/** A provider's variants of a blueprint: colour, size and the print positions each offers. */
export async function listVariants(
  ctx: AppContext,
  blueprintId: number,
  providerId: number,
): Promise<{ items: CatalogVariant[] }> {
  const res = await requireClient(ctx)
    .listVariants(blueprintId, providerId)
    .catch(notFound)
    .catch(printifyFailure(ctx, FAILED))
  return {
    items: res.variants.map((v) => ({
      id: v.id,
      title: v.title,
      color: text(v.options?.color),
      size: text(v.options?.size),
      positions: (v.placeholders ?? []).map((p) => p.position),
    })),
  }
}
