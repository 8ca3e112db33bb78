import type { Tx } from '../../db/client.ts'
import { notifications } from '../../db/schema/notifications.ts'
import type { AppContext } from '../../types.ts'
import { dollars, type DesignRow, type Owner, type ProjectRow } from './partners-admin-dto.ts'

/**
 * What a partner is told about a back-office decision: one `system` notification (the insert delivers it
 * live) and an email of a named template, both written in the decision's transaction.
 */
export type PartnerNotice = {
  template:
    | 'partner-approved'
    | 'partner-rejected'
    | 'partner-design-approved'
    | 'partner-design-rejected'
    | 'partner-payout'
  title: string
  message: string
  data: Record<string, unknown>
}

const DASHBOARD = '/partner-dashboard'
const quoted = (title: string) => `"${title.slice(0, 100)}"`

export const projectApprovedNotice = (p: ProjectRow): PartnerNotice => ({
  template: 'partner-approved',
  title: 'Your partner application was approved',
  message: `${p.name} ($${p.tokenSymbol}) is now an approved partner. Submit designs for your store from the partner dashboard.`,
  data: { partner_id: p.id },
})

export const projectRejectedNotice = (p: ProjectRow): PartnerNotice => ({
  template: 'partner-rejected',
  title: 'Your partner application was not approved',
  message: `We reviewed the application of ${p.name} ($${p.tokenSymbol}) and could not approve it.`,
  data: { partner_id: p.id },
})

export const designApprovedNotice = (p: ProjectRow, d: DesignRow): PartnerNotice => ({
  template: 'partner-design-approved',
  title: 'Your partner design was approved',
  message: `${quoted(d.title)} is now on sale in the ${p.name} store.`,
  data: { partner_id: p.id, design_id: d.id },
})

export const designRejectedNotice = (p: ProjectRow, d: DesignRow): PartnerNotice => ({
  template: 'partner-design-rejected',
  title: 'Your partner design was not approved',
  message: `We reviewed ${quoted(d.title)} for the ${p.name} store and could not approve it.`,
  data: { partner_id: p.id, design_id: d.id },
})

export const payoutNotice = (
  p: ProjectRow,
  payout: { id: string; amountCents: number; transaction: string | null },
): PartnerNotice => ({
  template: 'partner-payout',
  title: 'Partner payout sent',
  message: `We paid ${dollars(payout.amountCents)} of ${p.name}'s revenue share (reference ${payout.transaction}).`,
  data: { partner_id: p.id, payout_id: payout.id, amount_cents: payout.amountCents },
})

const firstName = (owner: Owner) => owner.name.trim().split(/\s+/)[0] || 'there'

/**
 * Notifies the project's owner and queues the matching email. The email goes under a savepoint: it is
 * sent exactly when the decision commits, and a failure to queue it is logged without undoing the
 * decision. Keyed by the notification's id, so each decision mails once.
 */
export async function tellPartner(
  ctx: AppContext,
  tx: Tx,
  project: ProjectRow,
  owner: Owner | null,
  notice: PartnerNotice,
  extra: Record<string, unknown> = {},
) {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: project.createdBy,
      type: 'system',
      title: notice.title,
      message: notice.message,
      link: DASHBOARD,
      data: notice.data,
    })
    .returning({ id: notifications.id })
  if (!owner) return
  const app = ctx.config.APP_URL
  const data = {
    first_name: firstName(owner),
    project_name: project.name,
    token_symbol: project.tokenSymbol,
    dashboard_url: `${app}${DASHBOARD}`,
    store_url: `${app}/partners/${project.id}`,
    submit_url: `${app}/partner-design-submission`,
    program_url: `${app}/partner-program`,
    ...extra,
  }
  try {
    await tx.transaction(async (sp) => {
      await ctx.mailer.enqueueTemplate(
        {
          template: notice.template,
          to: owner.email,
          userId: owner.id,
          idempotencyKey: `${notice.template}:${row!.id}`,
          data,
        },
        sp,
      )
    })
  } catch (err) {
    ctx.log.error(`Could not queue the ${notice.template} email`, {
      partnerId: project.id,
      err: (err as Error).message,
    })
  }
}
