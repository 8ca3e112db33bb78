import type { Page } from '@playwright/test'
import { toast } from './accounts'
import { apiSignIn, DEMO, expect, test, waitForApp } from './fixtures'

type Imported = { items: { id: string; name: string; slug: string }[]; total: number }

async function selectStandInTees(page: Page) {
  for (const n of [1, 2, 3]) await page.getByRole('checkbox', { name: `Select Stand-in Tee ${n}` }).check()
}

test('the admin imports three Printify products, edits one, and a re-import changes nothing', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await apiSignIn(page.request, DEMO.admin.email, DEMO.admin.password, 'admin')
  // Designs put into production by another spec publish to the same Printify shop: only the three
  // sample products count here.
  const imported = async () => {
    const all = (await (
      await page.request.get('/api/admin/printify/products?per_page=50')
    ).json()) as Imported
    return { items: all.items.filter((p) => p.name.startsWith('Stand-in Tee')) }
  }

  // The connected shop and its products.
  await page.goto('/admin/printify')
  await waitForApp(page)
  await expect(page.getByRole('heading', { name: 'Printify import', level: 1 })).toBeVisible()
  await expect(page.getByText('RDO Print Shop').first()).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Select Stand-in Tee 3' })).toBeVisible()

  // Import all three: a live progress bar, then the count.
  await selectStandInTees(page)
  await page.getByRole('button', { name: 'Import 3 products' }).click()
  await expect(page.getByRole('progressbar')).toBeVisible()
  // All three are new, unless the fulfilment spec imported the first one already.
  await expect(toast(page, /Successfully imported 3 products|2 imported, 1 unchanged/)).toBeVisible({
    timeout: 60_000,
  })
  const first = await imported()
  expect(first.items).toHaveLength(3)

  // Manage Products lists them; the shop sells them with sizes, colours and local images.
  await page.goto('/admin/printify?tab=manage')
  await waitForApp(page)
  for (const n of [1, 2, 3])
    await expect(page.getByRole('cell', { name: `Stand-in Tee ${n}` }).first()).toBeVisible()
  const tee = first.items.find((p) => p.name === 'Stand-in Tee 1')!
  const product = (await (await page.request.get(`/api/products/${tee.slug}`)).json()) as {
    variants: { size: string }[]
    colors: { name: string }[]
    images: { url: string }[]
    image_url: string
  }
  expect(product.variants.map((v) => v.size)).toEqual(['S', 'M', 'L', 'XL'])
  // Two colours per stand-in product, named as Printify names them.
  expect(product.colors).toHaveLength(2)
  for (const c of product.colors) expect(['Black', 'Heather Navy', 'White']).toContain(c.name)
  expect(product.image_url).toMatch(/^\/files\//)
  // Visible products are on sale; the one hidden in Printify is imported inactive.
  await page.goto('/products?q=Stand-in')
  const shop = page.getByRole('list', { name: 'Products' })
  await expect(shop.getByRole('link', { name: /Stand-in Tee 1/ })).toBeVisible()
  await expect(shop.getByRole('link', { name: /Stand-in Tee 2/ })).toBeVisible()
  await expect(shop.getByRole('link', { name: /Stand-in Tee 3/ })).toHaveCount(0)

  // The admin edits one in the product editor.
  await page.goto('/admin/printify?tab=manage')
  await waitForApp(page)
  await page.getByRole('link', { name: 'Edit Stand-in Tee 1' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/products/${tee.id}$`))
  const form = page.getByRole('form', { name: 'Edit product' })
  await form.getByRole('spinbutton', { name: 'Price (USD)' }).fill('31.50')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Product updated successfully')).toBeVisible()

  // Re-importing the same products changes nothing, and says so: still three, the edit kept.
  await page.goto('/admin/printify')
  await waitForApp(page)
  await selectStandInTees(page)
  await page.getByRole('button', { name: 'Import 3 products' }).click()
  await expect(toast(page, '0 imported, 3 unchanged')).toBeVisible({ timeout: 60_000 })
  const second = await imported()
  expect(second.items).toHaveLength(3)
  const edited = (await (await page.request.get(`/api/products/${tee.slug}`)).json()) as {
    price_cents: number
  }
  expect(edited.price_cents).toBe(3150)
})
