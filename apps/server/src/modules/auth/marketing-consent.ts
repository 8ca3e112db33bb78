import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { verification } from '../../db/schema/auth.ts'
import { marketingSubscribers } from '../../db/schema/marketing.ts'

const PENDING_PREFIX = 'newsletter-signup:'
/** Long enough for a customer who verifies days later, after asking for a new link. */
const PENDING_TTL_MS = 30 * 24 * 60 * 60 * 1000

type Deps = { db: DbOrTx; warn: (msg: string, extra?: object) => void }

/**
 * Sign-up with marketing consent subscribes nobody yet: signing up proves nothing until the address is
 * verified (double opt-in, as for the newsletter form). The consent is kept until then.
 */
export async function rememberSignUpConsent({ db, warn }: Deps, u: { id: string; fullName: string }) {
  try {
    await db.insert(verification).values({
      identifier: `${PENDING_PREFIX}${u.id}`,
      value: JSON.stringify({ fullName: u.fullName }),
      expiresAt: new Date(Date.now() + PENDING_TTL_MS),
    })
  } catch (err) {
    warn('Marketing consent at sign-up not kept', { userId: u.id, err: (err as Error).message })
  }
}

/**
 * Once the address is verified, the consent given at sign-up subscribes it. An address already on the
 * list only gets linked to the account: one that unsubscribed or complained stays so (the newsletter
 * form's confirmation link is the way back). A failure here never fails the verification.
 */
export async function subscribeAfterVerification({ db, warn }: Deps, u: { id: string; email: string }) {
  try {
    const [pending] = await db
      .delete(verification)
      .where(eq(verification.identifier, `${PENDING_PREFIX}${u.id}`))
      .returning()
    if (!pending || pending.expiresAt <= new Date()) return
    const { fullName } = JSON.parse(pending.value) as { fullName: string }
    const [first, ...rest] = fullName.trim().split(/\s+/)
    await db
      .insert(marketingSubscribers)
      .values({
        email: u.email.toLowerCase(),
        userId: u.id,
        firstName: first || null,
        lastName: rest.join(' ') || null,
        status: 'active',
        preferences: { newsletter: true, promotional: true, product_updates: true, frequency: 'weekly' },
      })
      .onConflictDoUpdate({
        target: marketingSubscribers.email,
        set: { userId: u.id, updatedAt: sql`now()` },
      })
  } catch (err) {
    warn('Marketing subscription after verification failed', { email: u.email, err: (err as Error).message })
  }
}
