import { sql } from 'drizzle-orm'
import type { Db } from '../apps/server/src/db/client.ts'

const ADJECTIVES = 'Solana Bull Bear Degen Whale Moon Diamond Paper Laser Gas Alpha Ape'.split(' ')
const NOUNS = 'Sunrise Run Market Hands Eyes Season Fee Mode Gang Pump Dump Cycle Signal'.split(' ')
const KINDS = 'Tee Hoodie Cap Crewneck Jacket Beanie Tote'.split(' ')
const CUTS = 'Heavyweight Soft Boxy Relaxed Slim Vintage Oversized Cropped'.split(' ')
const FABRICS = ['organic cotton', 'recycled polyester', 'fleece', 'french terry', 'jersey']
const MOTIFS = 'candle chart ledger wallet validator airdrop whale degen rug moon lambo'.split(' ')

const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`)

/**
 * Inserts `count` active products with realistic names and descriptions built from a small vocabulary
 * (so searches match a few hundred rows, like a real catalogue), one per minute back in time, each with
 * sizes S-XL, two colours and a material, in a few set-based statements. Image URLs are set, files are not.
 */
export async function seedGeneratedProducts(db: Db, count: number) {
  await db.execute(sql`insert into categories (name, slug)
    select k, lower(k) || 's-bench' from unnest(${arr(KINDS)}) k on conflict do nothing`)
  await db.execute(sql`insert into products (name, slug, description, price_cents, category_id, stock,
      low_stock_threshold, weight_grams, image_url, care_instructions, fit_description, created_at)
    select n.name, 'bench-' || g || '-' || lower(replace(n.name, ' ', '-')),
      n.name || ' — ' || (${arr(CUTS)})[1 + g % 8] || ' cut in ' || (${arr(FABRICS)})[1 + g % 5]
        || ', printed with the ' || (${arr(MOTIFS)})[1 + (g / 7) % 11] || ' motif. Drop ' || g || '.',
      1500 + (g * 37) % 6000, c.id, 4 * (g % 13), 10, 250, '/files/products/bench-' || g || '.webp',
      'Machine wash cold, inside out', 'Regular fit', now() - (g || ' minutes')::interval
    from generate_series(1, ${count}) g
    cross join lateral (select (${arr(ADJECTIVES)})[1 + g % 12] || ' ' || (${arr(NOUNS)})[1 + (g / 12) % 13]
      || ' ' || (${arr(KINDS)})[1 + (g / 156) % 7] as name, (${arr(KINDS)})[1 + (g / 156) % 7] as kind) n
    join categories c on c.name = n.kind`)
  await db.execute(sql`insert into product_variants (product_id, size, stock, chest, length, sleeve, sort_order)
    select p.id, s.size, p.stock / 4, s.chest, s.length, s.sleeve, s.ord
    from products p cross join (values ('S', '91-96', '69', '20', 0), ('M', '96-101', '71', '21', 1),
      ('L', '101-106', '74', '22', 2), ('XL', '106-112', '76', '23', 3)) s(size, chest, length, sleeve, ord)
    where p.slug like 'bench-%'`)
  await db.execute(sql`insert into product_colors (product_id, name, color_code, sort_order)
    select p.id, c.name, c.code, c.ord from products p
    cross join (values ('Black', '#111111', 0), ('Bone', '#E8E2D6', 1)) c(name, code, ord)
    where p.slug like 'bench-%'`)
  await db.execute(sql`insert into product_materials (name) values ('Cotton') on conflict do nothing`)
  await db.execute(sql`insert into product_material_mappings (product_id, material_id, percentage)
    select p.id, m.id, 100 from products p, product_materials m
    where p.slug like 'bench-%' and m.name = 'Cotton'`)
  await db.execute(sql`analyze`)
}
