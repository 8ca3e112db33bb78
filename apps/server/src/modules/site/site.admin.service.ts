import { eq, inArray, sql } from 'drizzle-orm'
import {
  SITE_IMAGE_KEYS,
  SITE_IMAGE_RECOMMENDED,
  type HeroSettings,
  type SiteImage,
  type SiteImageKey,
  type SiteSettingsResponse,
} from '@rdo/contracts'
import type { Tx } from '../../db/client.ts'
import { siteImages, siteSettings } from '../../db/schema/site.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import type { AppContext } from '../../types.ts'
import { readHero } from './site.service.ts'

const HERO_KEY = 'hero_section'
const ENTITY = 'site_setting'

/**
 * The home page reads these tables on every render, and visitors without a session share a page for
 * two seconds per instance: clearing this instance's page cache after the commit makes the change show
 * on its `/` at once. Other instances drop theirs when the database announces the change to
 * site_settings or site_images (the catalogue's channel, migration 0006).
 */
function clearPages(ctx: AppContext) {
  ctx.caches.pages.clear()
}

/** The hero as the home page shows it, the uploaded images (null: the default) and the recommended sizes. */
export async function getSiteSettings(ctx: AppContext): Promise<SiteSettingsResponse> {
  const [hero, rows] = await Promise.all([
    readHero(ctx),
    ctx.db
      .select({ key: siteImages.key, url: siteImages.url, altText: siteImages.altText })
      .from(siteImages)
      .where(inArray(siteImages.key, [...SITE_IMAGE_KEYS])),
  ])
  const image = (key: SiteImageKey): SiteImage | null => {
    const row = rows.find((r) => r.key === key)
    return row ? { url: row.url, alt_text: row.altText } : null
  }
  return {
    hero,
    images: { logo: image('logo'), hero_image: image('hero_image') },
    recommended: SITE_IMAGE_RECOMMENDED,
  }
}

/** Saves the hero text (one row, upserted) and its audit entry in one transaction. */
export async function updateHero(ctx: AppContext, actor: AuditActor, hero: HeroSettings) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, HERO_KEY))
      .for('update')
    await tx
      .insert(siteSettings)
      .values({ key: HERO_KEY, value: hero })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: hero, updatedAt: sql`now()` } })
    await writeAudit(tx, actor, {
      action: 'site_setting.update',
      entity: ENTITY,
      entityId: HERO_KEY,
      before: before?.value ?? null,
      after: hero,
    })
  })
  clearPages(ctx)
  return getSiteSettings(ctx)
}

async function lockImage(tx: Tx, key: SiteImageKey): Promise<SiteImage | null> {
  const [row] = await tx
    .select({ url: siteImages.url, altText: siteImages.altText })
    .from(siteImages)
    .where(eq(siteImages.key, key))
    .for('update')
  return row ? { url: row.url, alt_text: row.altText } : null
}

/** Points the logo or hero image at a stored upload, with its audit entry, in one transaction. */
export async function setSiteImage(ctx: AppContext, actor: AuditActor, key: SiteImageKey, image: SiteImage) {
  await ctx.db.transaction(async (tx) => {
    const before = await lockImage(tx, key)
    const values = { url: image.url, altText: image.alt_text }
    await tx
      .insert(siteImages)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: siteImages.key, set: { ...values, updatedAt: sql`now()` } })
    await writeAudit(tx, actor, {
      action: 'site_setting.image_upload',
      entity: ENTITY,
      entityId: key,
      before,
      after: image,
    })
  })
  clearPages(ctx)
  return getSiteSettings(ctx)
}

/**
 * Removes the uploaded logo or hero image, so the site shows its built-in default again. Removing
 * one that is not set changes nothing and records nothing.
 */
export async function resetSiteImage(ctx: AppContext, actor: AuditActor, key: SiteImageKey) {
  const removed = await ctx.db.transaction(async (tx) => {
    const before = await lockImage(tx, key)
    if (!before) return false
    await tx.delete(siteImages).where(eq(siteImages.key, key))
    await writeAudit(tx, actor, {
      action: 'site_setting.image_reset',
      entity: ENTITY,
      entityId: key,
      before,
      after: null,
    })
    return true
  })
  if (removed) clearPages(ctx)
  return getSiteSettings(ctx)
}
