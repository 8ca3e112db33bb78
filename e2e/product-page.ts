import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

type Variant = { id: string; size: string; stock: number }
export type Product = { id: string; slug: string; name: string; stock: number; variants: Variant[] }

export async function getProduct(request: APIRequestContext, slug: string): Promise<Product> {
  const res = await request.get(`/api/products/${slug}`)
  expect(res.ok()).toBeTruthy()
  return (await res.json()) as Product
}

export async function stockOf(request: APIRequestContext, slug: string, size: string): Promise<number> {
  const product = await getProduct(request, slug)
  const variant = product.variants.find((item) => item.size === size)
  if (!variant) throw new Error(`${slug} has no size ${size}`)
  return variant.stock
}

/** Radios are visually replaced by swatches and chips: check them as a user clicks their labels. */
export async function pick(page: Page, name: string) {
  const radio = page.getByRole('radio', { name, exact: true })
  await radio.check({ force: true })
  await expect(radio).toBeChecked()
}

/** Opens a product page, picks the colour and size, and adds it to the cart. */
export async function addToCart(page: Page, path: string, name: string, color: string, size: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await pick(page, color)
  await pick(page, size)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Added to cart!')).toBeVisible()
}
