import { sql } from 'drizzle-orm'
import { marketingSubscribers } from '../../db/schema/marketing.ts'
import type { AppContext } from '../../types.ts'

/** Sign-up with marketing consent subscribes the address; a failure here never fails the sign-up. */
export async function subscribeAfterSignUp(
  ctx: AppContext,
  u: { id: string; email: string; fullName: string },
) {
  const [first, ...rest] = u.fullName.trim().split(/\s+/)
  try {
    await ctx.db
      .insert(marketingSubscribers)
      .values({
        email: u.email.toLowerCase(),
        userId: u.id,
        firstName: first ?? null,
        lastName: rest.join(' ') || null,
        status: 'active',
        preferences: { newsletter: true, promotional: true, product_updates: true, frequency: 'weekly' },
      })
      .onConflictDoUpdate({
        target: marketingSubscribers.email,
        set: { userId: u.id, status: 'active', updatedAt: sql`now()` },
      })
  } catch (err) {
    ctx.log.warn('Marketing subscription after sign-up failed', {
      email: u.email,
      err: (err as Error).message,
    })
  }
}
