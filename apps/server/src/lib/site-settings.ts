import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { DbOrTx } from '../db/client.ts'
import { siteSettings } from '../db/schema/site.ts'

/**
 * One group of settings kept in `site_settings` under `key`: `read` answers the stored value, or the
 * defaults while none is saved (or the saved one no longer fits the schema); `write` replaces it.
 */
export function siteSetting<T>(key: string, schema: z.ZodType<T>, defaults: T) {
  /** A stored value, or the defaults for a missing or unreadable one. */
  const parse = (value: unknown): T => {
    const parsed = schema.safeParse(value)
    return parsed.success ? parsed.data : defaults
  }
  return {
    key,
    parse,
    async read(db: DbOrTx): Promise<T> {
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, key))
      return parse(row?.value)
    },
    async write(db: DbOrTx, value: T) {
      await db
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } })
    },
  }
}
