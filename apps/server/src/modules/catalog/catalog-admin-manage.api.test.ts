import { ADMIN_PRODUCT_MESSAGES as M, type AdminProduct } from '@rdo/contracts'
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema/notifications.ts'
import { orderBody } from '../../../test/orders.ts'
import {
  admin,
  auditRows,
  bodyOf,
  call,
  create,
  customer,
  fullBody,
  poly,
  t,
  tableCounts,
  useCatalogAdminWorld,
} from '../../../test/worlds/catalog-admin.ts'

useCatalogAdminWorld()

describe('editing a product', () => {
  const noticesFor = (userId: string, productId: string, type: string) =>
    t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, type),
          sql`${notifications.data}->>'product_id' = ${productId}`,
        ),
      )

  it('notifies wishlisters of a price drop and the shop shows the new price at once', async () => {
    const p = await create(fullBody({ name: 'Drop Hoodie' }))
    await call('POST', '/api/wishlist', { product_id: p.id }, customer.cookie)
    // Warm the shop's cache first: the edit must clear it.
    expect((await call('GET', `/api/products/${p.slug}`, undefined, '')).json().price_cents).toBe(5999)

    const res = await call('PUT', `/api/admin/products/${p.id}`, bodyOf(p, { price_cents: 4999 }))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ price_cents: 4999, slug: p.slug })
    // Same sizes keep their rows; same colours keep their ids.
    expect(res.json().variants.map((v: { id: string }) => v.id)).toEqual(p.variants.map((v) => v.id))
    expect(res.json().colors.map((c: { id: string }) => c.id)).toEqual(p.colors.map((c) => c.id))

    const [notice] = await noticesFor(customer.id, p.id, 'price_drop')
    expect(notice).toMatchObject({
      message: 'Drop Hoodie is now $49.99 (was $59.99)',
      link: `/products/${p.slug}`,
    })
    expect((await call('GET', `/api/products/${p.slug}`, undefined, '')).json().price_cents).toBe(4999)
    const page = await call('GET', '/api/products?q=drop%20hoodie', undefined, '')
    expect(page.json().items[0]).toMatchObject({ id: p.id, price_cents: 4999 })

    const audit = await auditRows(p.id)
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.update'])
    expect(audit[1]!.before).toMatchObject({ price_cents: 5999 })
    expect(audit[1]!.after).toMatchObject({ price_cents: 4999 })
  })

  it('notifies wishlisters when a sold-out product gets stock again', async () => {
    const p = await create(
      fullBody({
        name: 'Restock Tee',
        variants: [
          { size: 'S', stock: 0 },
          { size: 'M', stock: 0 },
        ],
      }),
    )
    expect(p.stock).toBe(0)
    await call('POST', '/api/wishlist', { product_id: p.id }, customer.cookie)
    const edit = bodyOf(p, {
      variants: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 4 },
        { size: 'XL', stock: 1 },
      ],
    })
    const res = await call('PUT', `/api/admin/products/${p.id}`, edit)
    expect(res.json()).toMatchObject({ stock: 5 })
    const [notice] = await noticesFor(customer.id, p.id, 'product_restock')
    expect(notice).toMatchObject({ title: 'Back in stock', message: 'Restock Tee is back in stock' })
    expect((await noticesFor(customer.id, p.id, 'price_drop')).length).toBe(0)
  })

  it('replaces sizes, colours, materials and images, and can make a product inactive', async () => {
    const p = await create(fullBody({ name: 'Replace Tee' }))
    const res = await call(
      'PUT',
      `/api/admin/products/${p.id}`,
      bodyOf(p, {
        active: false,
        variants: [{ size: 'M', stock: 1 }],
        colors: [
          { key: p.colors[1]!.id, id: p.colors[1]!.id, name: 'Mint Green', color_code: '#14F195' },
          { key: 'new', name: 'Violet', color_code: '#9945FF' },
        ],
        materials: [{ material_id: poly, percentage: 100 }],
        images: [
          { url: '/files/products/violet.webp', color_key: 'new', is_primary: true },
          { url: '/files/products/mint.webp', color_key: p.colors[1]!.id },
        ],
      }),
    )
    const after = res.json() as AdminProduct
    expect(after.active).toBe(false)
    expect(after.variants).toEqual([{ ...p.variants[1], stock: 1, chest: null, length: null, sleeve: null }])
    expect(after.colors.map((c) => c.name)).toEqual(['Mint Green', 'Violet'])
    expect(after.colors[0]!.id).toBe(p.colors[1]!.id)
    expect(after.images.map((i) => [i.url, i.color_id])).toEqual([
      ['/files/products/violet.webp', after.colors[1]!.id],
      ['/files/products/mint.webp', p.colors[1]!.id],
    ])
    expect(after.image_url).toBe('/files/products/violet.webp')
    expect(after.materials).toEqual([{ material_id: poly, name: 'Polyester', percentage: 100 }])
    expect((await call('GET', `/api/products/${p.slug}`, undefined, '')).statusCode).toBe(404)
  })
})

describe('deleting a product', () => {
  it('deletes a product without orders and archives one with orders', async () => {
    const loose = await create(fullBody({ name: 'Loose Tee' }))
    const del = await call('DELETE', `/api/admin/products/${loose.id}`)
    expect(del.json()).toEqual({ archived: false })
    expect((await call('GET', `/api/admin/products/${loose.id}`)).statusCode).toBe(404)
    const deleted = await auditRows(loose.id)
    expect(deleted.map((a) => a.action)).toEqual(['product.create', 'product.delete'])
    expect(deleted[1]!.before).toMatchObject({ name: 'Loose Tee' })

    const sold = await create(fullBody({ name: 'Sold Tee' }))
    const order = await call('POST', '/api/orders', orderBody(sold.id), customer.cookie)
    expect(order.statusCode, order.body).toBe(201)
    expect((await call('GET', `/api/products/${sold.slug}`, undefined, '')).statusCode).toBe(200)
    const arch = await call('DELETE', `/api/admin/products/${sold.id}`)
    expect(arch.json()).toEqual({ archived: true })
    const kept = (await call('GET', `/api/admin/products/${sold.id}`)).json()
    expect(kept).toMatchObject({ active: false, has_orders: true })
    expect((await call('GET', `/api/products/${sold.slug}`, undefined, '')).statusCode).toBe(404)
    const archived = await auditRows(sold.id)
    expect(archived.map((a) => a.action)).toEqual(['product.create', 'product.archive'])
    expect(archived[1]).toMatchObject({ before: { active: true }, after: { active: false } })
  })
})

describe('product list', () => {
  it('searches by name, filters by status, sorts and pages on the server', async () => {
    const tag = `Zq${Date.now()}`
    const cheap = await create({ name: `${tag} Cheap`, price_cents: 100 })
    const dear = await create({ name: `${tag} Dear`, price_cents: 900 })
    const off = await create({ name: `${tag} Off`, price_cents: 500, active: false })
    const get = (query: string) => call('GET', `/api/admin/products?q=${tag}&${query}`).then((r) => r.json())

    const all = await get('sort=price&dir=asc')
    expect(all.items.map((i: { id: string }) => i.id)).toEqual([cheap.id, off.id, dear.id])
    expect(all).toMatchObject({ total: 3, page: 1, per_page: 25 })
    expect(all.items[0]).toEqual({
      id: cheap.id,
      name: `${tag} Cheap`,
      slug: cheap.slug,
      price_cents: 100,
      stock: 0,
      active: true,
      featured: false,
      image_url: null,
      category: null,
      created_at: cheap.created_at,
      has_orders: false,
    })
    expect((await get('status=archived')).items.map((i: { id: string }) => i.id)).toEqual([off.id])
    expect((await get('status=active&sort=name&dir=desc')).items.map((i: { id: string }) => i.id)).toEqual([
      dear.id,
      cheap.id,
    ])
    const page2 = await get('sort=price&dir=desc&per_page=2&page=2')
    expect(page2.items.map((i: { id: string }) => i.id)).toEqual([cheap.id])
    expect(page2.total).toBe(3)
    expect((await call('GET', '/api/admin/products?status=deleted')).statusCode).toBe(400)
  })
})

describe('materials', () => {
  it('lists, adds, returns an existing one for the same name and refuses an empty name', async () => {
    const before = await tableCounts()
    const added = await call('POST', '/api/admin/materials', { name: '  Recycled Nylon ' })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toEqual({ id: expect.any(String), name: 'Recycled Nylon' })
    const again = await call('POST', '/api/admin/materials', { name: 'recycled nylon' })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(added.json())
    expect((await tableCounts()).audit).toBe(before.audit + 1)
    const [row] = await auditRows(added.json().id)
    expect(row).toMatchObject({ action: 'product_material.create', entity: 'product_material' })

    const empty = await call('POST', '/api/admin/materials', { name: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe(M.materialNameRequired)
    const list = (await call('GET', '/api/admin/materials')).json()
    expect(list.items.map((m: { name: string }) => m.name)).toEqual(
      expect.arrayContaining(['Cotton', 'Polyester', 'Recycled Nylon']),
    )
  })
})

describe('image upload', () => {
  const boundary = '----rdo-product-upload'
  const multipart = (filename: string, type: string, data: Buffer) => ({
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
  const upload = (filename: string, type: string, data: Buffer, cookie = admin.cookie) =>
    t.request({
      method: 'POST',
      url: '/api/admin/uploads/product-image',
      cookie,
      ...multipart(filename, type, data),
    })

  it('stores an image as WebP renditions and answers its url, with an audit row', async () => {
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#14f195' } })
      .png()
      .toBuffer()
    const before = await tableCounts()
    const res = await upload('front.png', 'image/png', png)
    expect(res.statusCode, res.body).toBe(200)
    const { url } = res.json()
    expect(url).toMatch(/^\/files\/products\/.+-1200\.webp$/)
    const file = await t.request({ method: 'GET', url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/webp')
    expect((await tableCounts()).audit).toBe(before.audit + 1)
    const [last] = (await auditRows()).slice(-1)
    expect(last).toMatchObject({ action: 'product.image_upload', after: { url } })
  })

  it('refuses a file that is not an image whatever its name says, and customers', async () => {
    const before = await tableCounts()
    const res = await upload('shirt.png', 'image/png', Buffer.from('<html>not an image</html>'))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('FILE_TYPE')
    const none = await t.request({
      method: 'POST',
      url: '/api/admin/uploads/product-image',
      cookie: admin.cookie,
      payload: {},
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.message).toBe(M.fileRequired)
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    expect((await upload('a.png', 'image/png', png, customer.cookie)).statusCode).toBe(403)
    expect(await tableCounts()).toEqual(before)
  })
})
