import { DEMO, expect, signIn, test } from './fixtures'
import { getProduct, pick } from './product-page'

test.describe('storefront: product page messages', () => {
  test('asks for a size, disables sold-out sizes and out-of-stock products', async ({ page }) => {
    await page.goto('/products/diamond-hands-tee')
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Please select a size')).toBeVisible()

    const gm = await getProduct(page.request, 'gm-tee')
    const soldOut = gm.variants.filter((variant) => variant.stock <= 0)
    expect(soldOut.length).toBeGreaterThan(0)
    await page.goto('/products/gm-tee')
    for (const variant of soldOut) {
      await expect(page.getByRole('radio', { name: `${variant.size} (sold out)` })).toBeDisabled()
    }
    const available = gm.variants.find((variant) => variant.stock > 0)!
    await expect(page.getByRole('radio', { name: available.size, exact: true })).toBeEnabled()

    await page.goto('/products/bull-run-tee')
    await expect(page.getByText('Out of Stock').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
  })

  test('the gallery follows the colour and the arrow keys; low stock is announced', async ({ page }) => {
    await page.goto('/products/degen-mode-hoodie')
    const gallery = page.getByRole('region', { name: 'Degen Mode Hoodie images' })
    await expect(gallery.getByRole('img', { name: 'Degen Mode Hoodie in Black' })).toBeVisible()
    await pick(page, 'Solana Purple')
    await expect(gallery.getByRole('img', { name: 'Degen Mode Hoodie in Solana Purple' })).toBeVisible()
    await expect(gallery.getByText('1 / 2')).toBeVisible()
    await gallery.getByRole('group').focus()
    await page.keyboard.press('ArrowRight')
    await expect(gallery.getByRole('img', { name: 'Degen Mode Hoodie print detail' })).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(gallery.getByRole('img', { name: 'Degen Mode Hoodie in Solana Purple' })).toBeVisible()
    await gallery.getByRole('button', { name: 'Show image 2 of 2' }).click()
    await expect(gallery.getByText('2 / 2')).toBeVisible()

    const lambo = await getProduct(page.request, 'wen-lambo-tee')
    await page.goto('/products/wen-lambo-tee')
    await expect(page.getByText('Low Stock', { exact: true })).toBeVisible()
    await expect(page.getByText(`Only ${lambo.stock} left`, { exact: true })).toBeVisible()
  })

  test('a visitor is asked to sign in for the wishlist and reviews', async ({ page }) => {
    await page.goto('/products/diamond-hands-tee')
    await page.getByRole('button', { name: 'Add to wishlist' }).click()
    await expect(page.getByText('Please sign in to add items to your wishlist')).toBeVisible()
    await expect(page.getByText('Please sign in to leave a review')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/login')
  })

  test('shares the link through the dialog and copies it', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/products/diamond-hands-tee')
    await page.getByRole('button', { name: 'Share this product' }).click()
    const dialog = page.getByRole('dialog', { name: 'Share this product' })
    await expect(dialog.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /t\.me\/share/)
    await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/)
    await dialog.getByRole('button', { name: 'Copy Link' }).click()
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible()
    // The absolute link on this site's origin.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/products/diamond-hands-tee`,
    )
  })

  test('review form validation, and the wishlist round trip when signed in', async ({ page, baseURL }) => {
    await signIn(page, DEMO.alice.email, DEMO.alice.password)
    // A product Alice has not reviewed yet, so the form shows.
    const list = await (await page.request.get('/api/products?limit=40')).json()
    let slug = ''
    for (const item of list.items as { id: string; slug: string }[]) {
      const reviews = await (await page.request.get(`/api/products/${item.id}/reviews`)).json()
      if (!reviews.viewer_has_reviewed) {
        slug = item.slug
        break
      }
    }
    expect(slug).not.toBe('')
    const product = await getProduct(page.request, slug)
    // Start with the heart off whatever earlier runs left behind.
    await page.request.delete(`/api/wishlist/products/${product.id}`, { headers: { origin: baseURL! } })
    await page.goto(`/products/${slug}`)
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Write a Review' }) })
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await expect(form.getByText('Please select a rating')).toBeVisible()
    await pick(page, '4 stars')
    await form.getByLabel('Title').fill('   ')
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await expect(form.getByText('Please fill in all fields')).toBeVisible()
    await form.getByLabel('Title').fill('x'.repeat(120))
    await expect(form.getByLabel('Title')).toHaveValue('x'.repeat(100))
    await expect(form.getByText('100/100')).toBeVisible()

    await page.getByRole('button', { name: 'Add to wishlist' }).click()
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.goto('/wishlist')
    const name = product.name
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
      'href',
      `/products/${slug}`,
    )
    await page.getByRole('button', { name: `Remove ${name} from wishlist` }).click()
    await expect(page.getByText('Item removed from wishlist')).toBeVisible()
  })

  test('an unknown product says so and links back', async ({ page }) => {
    await page.goto('/products/no-such-product')
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to products' }).click()
    await expect(page).toHaveURL(/\/products$/)
  })
})
