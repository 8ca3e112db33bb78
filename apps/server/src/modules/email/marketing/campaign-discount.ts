import { DISCOUNT_ADMIN_MESSAGES as D } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client.ts'
import { discountCodes } from '../../../db/schema/discounts.ts'
import { isUuid } from '../../../lib/access.ts'
import { Invalid, NotFound } from '../../../lib/errors.ts'

/**
 * The template data with the chosen discount code as `discount_code` ({{discount_code}} in the
 * message), or the data as they were when none is chosen. A code customers could not use (inactive,
 * ended or used up) is refused: the emails would promise a saving the checkout then refuses.
 */
export async function withDiscountCode(
  db: DbOrTx,
  data: Record<string, unknown>,
  codeId: string | null | undefined,
): Promise<Record<string, unknown>> {
  if (!codeId) return data
  const [code] = isUuid(codeId)
    ? await db.select().from(discountCodes).where(eq(discountCodes.id, codeId))
    : []
  if (!code) throw new NotFound(D.notFound, 'DISCOUNT_NOT_FOUND')
  const ended = code.endsAt !== null && code.endsAt.getTime() <= Date.now()
  const usedUp = code.usageLimit !== null && code.uses >= code.usageLimit
  if (!code.active || ended || usedUp) throw new Invalid(D.notSendable, 'DISCOUNT_NOT_SENDABLE')
  return { ...data, discount_code: code.code }
}

/** The code a campaign's messages carry, from its stored template data. */
export const discountCodeOf = (data: Record<string, unknown>) =>
  typeof data.discount_code === 'string' ? data.discount_code : null
