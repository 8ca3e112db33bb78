import fs from 'node:fs'
import path from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cachedBody, type CachedBody } from '../../lib/http-cache.ts'

/** The sitemap protocol's limit of addresses per file. */
export const MAX_URLS_PER_FILE = 50_000
/** Rows read per query while writing a part: a part is never held as rows, only as its XML text. */
const CHUNK = 5_000

/** A kind of public page with one page per row: its rows and its address. */
type Listing = { table: SQL; where: SQL; href: (key: string) => string; key: SQL }

export const LISTINGS = {
  products: {
    table: sql`products`,
    where: sql`active`,
    key: sql`slug`,
    href: (slug: string) => `/products/${encodeURIComponent(slug)}`,
  },
  designs: {
    table: sql`community_designs`,
    where: sql`status = 'approved'`,
    key: sql`id::text`,
    href: (id: string) => `/community-designs/${id}`,
  },
  partners: {
    table: sql`partner_projects`,
    where: sql`status = 'approved'`,
    key: sql`id::text`,
    href: (id: string) => `/partners/${id}`,
  },
} satisfies Record<string, Listing>
export type ListingName = keyof typeof LISTINGS

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
const w3c = (d: Date | string) => new Date(d).toISOString().replace(/\.\d{3}Z$/, 'Z')
const urlEntry = (loc: string, lastmod: Date | string | null) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${w3c(lastmod)}</lastmod>` : ''}</url>\n`
const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`

/** When the web app was built: the information pages' text changes only with a new build. */
function builtAt(webIndex: string | null): Date | null {
  try {
    return webIndex ? fs.statSync(webIndex).mtime : null
  } catch {
    return null
  }
}

const latest = (...dates: (Date | string | null | undefined)[]) => {
  const times = dates.filter((d): d is Date | string => !!d).map((d) => new Date(d).getTime())
  return times.length ? new Date(Math.max(...times)) : null
}

export type SitemapOptions = { origin: string; perFile: number; webIndex: string | null }

/**
 * The sitemap: an index naming the information pages' file and, for products, designs and partner
 * stores, one file per `perFile` rows (at most 50,000), each with its rows' latest change as `lastmod`.
 * The index reads one row per file (counts and latest changes grouped by file in the database); a file
 * reads its rows in keyset-paged chunks.
 */
export function createSitemap(db: Db, { origin, perFile, webIndex }: SitemapOptions) {
  const size = Math.min(Math.max(1, perFile), MAX_URLS_PER_FILE)

  async function filesOf(name: ListingName) {
    const l = LISTINGS[name]
    const { rows } = await db.execute<{ file: number; lastmod: string }>(sql`
      select (n - 1) / ${size} + 1 as file, max(updated_at) as lastmod
      from (select updated_at, row_number() over (order by id) as n from ${l.table} where ${l.where}) s
      group by 1 order by 1`)
    return rows.map((r) => ({ loc: `${origin}/sitemaps/${name}-${r.file}.xml`, lastmod: r.lastmod }))
  }

  async function latestOf(name: ListingName) {
    const l = LISTINGS[name]
    const { rows } = await db.execute<{ at: string | null }>(
      sql`select max(updated_at) as at from ${l.table} where ${l.where}`,
    )
    return rows[0]?.at ?? null
  }

  async function index(): Promise<CachedBody> {
    const [products, designs, partners] = await Promise.all([
      filesOf('products'),
      filesOf('designs'),
      filesOf('partners'),
    ])
    const pagesLastmod = latest(
      builtAt(webIndex),
      ...[...products, ...designs, ...partners].map((f) => f.lastmod),
    )
    const files = [
      { loc: `${origin}/sitemaps/pages.xml`, lastmod: pagesLastmod },
      ...products,
      ...designs,
      ...partners,
    ]
    const body = files
      .map(
        (f) =>
          `<sitemap><loc>${escapeXml(f.loc)}</loc>${f.lastmod ? `<lastmod>${w3c(f.lastmod)}</lastmod>` : ''}</sitemap>\n`,
      )
      .join('')
    return cachedBody(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}</sitemapindex>\n`,
    )
  }

  /** The information and listing pages, each dated by what it shows. */
  async function pages(): Promise<CachedBody> {
    const built = builtAt(webIndex)
    const [products, designs, partners] = await Promise.all([
      latestOf('products'),
      latestOf('designs'),
      latestOf('partners'),
    ])
    const entries: [string, Date | null][] = [
      ['/', latest(built, products)],
      ['/products', latest(built, products)],
      ['/community-designs', latest(built, designs)],
      ['/partner-program', latest(built, partners)],
      ['/token', built],
      ['/shipping-info', built],
      ['/returns', built],
      ['/size-guide', built],
      ['/contact-us', built],
      ['/privacy', built],
      ['/terms', built],
    ]
    return cachedBody(
      URLSET_OPEN + entries.map(([p, at]) => urlEntry(`${origin}${p}`, at)).join('') + '</urlset>\n',
    )
  }

  /** File `file` (from 1) of a listing; null past its last file. */
  async function part(name: ListingName, file: number): Promise<CachedBody | null> {
    const l = LISTINGS[name]
    const { rows: first } = await db.execute<{ id: string }>(
      sql`select id from ${l.table} where ${l.where} order by id offset ${(file - 1) * size} limit 1`,
    )
    if (!first[0]) return null
    let text = URLSET_OPEN
    let after: string | null = null
    let left = size
    while (left > 0) {
      const from: SQL = after === null ? sql`id >= ${first[0].id}` : sql`id > ${after}`
      const { rows } = await db.execute<{ id: string; key: string; updated_at: string }>(sql`
        select id, ${l.key} as key, updated_at from ${l.table}
        where ${l.where} and ${from} order by id limit ${Math.min(CHUNK, left)}`)
      for (const r of rows) text += urlEntry(`${origin}${l.href(r.key)}`, r.updated_at)
      if (rows.length < Math.min(CHUNK, left)) break
      left -= rows.length
      after = rows.at(-1)!.id
    }
    return cachedBody(`${text}</urlset>\n`)
  }

  return { index, pages, part }
}

export type Sitemap = ReturnType<typeof createSitemap>

/** The web app's built index.html, whose time dates the information pages. */
export const webIndexFile = (webDist: string) => path.join(webDist, 'index.html')
