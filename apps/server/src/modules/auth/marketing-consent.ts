import { sql } from 'drizzle-orm'
import { marketingSubscribers } from '../../db/schema/marketing.ts'
import type { AppContext } from '../../types.ts'

/**
 * Sign-up with marketing consent subscribes a new address; a failure here never fails the sign-up.
 * An address already on the list only gets linked to the account: one that unsubscribed or
 * complained stays so (signing up proves nothing until the email is verified; the newsletter form's
 * confirmation link is the way back).
 */
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
        set: { userId: u.id, updatedAt: sql`now()` },
      })
  } catch (err) {
    ctx.log.warn('Marketing subscription after sign-up failed', {
      email: u.email,
      err: (err as Error).message,
    })
  }
}
