import { z } from 'zod'

/** Printify's catalogue and product-making answers, checked like the rest (extra fields pass). */
export const printifyBlueprints = z.array(
  z.looseObject({
    id: z.number().int(),
    title: z.string(),
    brand: z.string().nullish(),
    model: z.string().nullish(),
    images: z.array(z.string()).nullish(),
  }),
)
export const printifyProviders = z.array(z.looseObject({ id: z.number().int(), title: z.string() }))
export const printifyCatalogVariants = z.looseObject({
  variants: z.array(
    z.looseObject({
      id: z.number().int(),
      title: z.string(),
      options: z.record(z.string(), z.unknown()).nullish(),
      placeholders: z.array(z.looseObject({ position: z.string() })).nullish(),
    }),
  ),
})
export const printifyUpload = z.looseObject({ id: z.string().min(1) })

/** What the shop sends to create a product (POST /shops/{shop_id}/products.json). */
export type PrintifyProductInput = {
  title: string
  description: string
  blueprint_id: number
  print_provider_id: number
  tags: string[]
  variants: { id: number; price: number; is_enabled: boolean }[]
  print_areas: {
    variant_ids: number[]
    placeholders: {
      position: string
      images: { id: string; x: number; y: number; scale: number; angle: number }[]
    }[]
  }[]
}
