import type { Tx } from '../../db/client.ts'
import { notifications } from '../../db/schema/notifications.ts'
import type { AppContext } from '../../types.ts'
import { submitterName, type DesignWithSubmitter } from './community-admin-dto.ts'

/** What the submitter is told about a review decision: one `system` notification (delivered live). */
type Notice = {
  title: string
  message: string
  /** The page it opens; none when the design is gone. */
  link: string | null
  data: Record<string, unknown>
}

export async function notifySubmitter(tx: Tx, r: DesignWithSubmitter, notice: Notice): Promise<string> {
  const [row] = await tx
    .insert(notifications)
    .values({ userId: r.design.createdBy, type: 'system', ...notice })
    .returning({ id: notifications.id })
  return row!.id
}

const quoted = (title: string) => `"${title.slice(0, 100)}"`

export const approvedNotice = (r: DesignWithSubmitter): Notice => ({
  title: 'Your design was approved',
  message: `Your design ${quoted(r.design.description)} is now live in the community gallery.`,
  link: `/community-designs/${r.design.id}`,
  data: { design_id: r.design.id },
})

export const rejectedNotice = (r: DesignWithSubmitter, feedback: string): Notice => ({
  title: 'Changes requested for your design',
  message: `We reviewed ${quoted(r.design.description)} and could not approve it yet: ${feedback}`,
  link: '/my-designs',
  data: { design_id: r.design.id, feedback },
})

export const feedbackNotice = (r: DesignWithSubmitter, feedback: string): Notice => ({
  title: 'New feedback on your design',
  message: `Our review team left feedback on ${quoted(r.design.description)}: ${feedback}`,
  link: '/my-designs',
  data: { design_id: r.design.id, feedback },
})

export const DELETE_REASON = 'Removed by the review team'
export const deletedNotice = (r: DesignWithSubmitter): Notice => ({
  title: 'Your design was removed',
  message: `Your design ${quoted(r.design.description)} was removed from the community gallery by our review team.`,
  link: null,
  data: { design_id: r.design.id, reason: DELETE_REASON },
})

const firstName = (r: DesignWithSubmitter) => submitterName(r).trim().split(/\s+/)[0] || 'there'

/**
 * Queues the decision's email in the review's transaction, under a savepoint: it is sent exactly when
 * the decision commits, and a failure to queue it is logged without undoing the decision. The key is
 * the notification's id, so a retried request never mails twice and each decision mails once.
 */
export async function emailDecision(
  ctx: AppContext,
  tx: Tx,
  r: DesignWithSubmitter,
  notificationId: string,
  decision: { template: 'design-approved' } | { template: 'design-rejected'; feedback: string },
) {
  const base = { first_name: firstName(r), design_title: r.design.description }
  const data =
    decision.template === 'design-approved'
      ? { ...base, design_url: `${ctx.config.APP_URL}/community-designs/${r.design.id}` }
      : { ...base, feedback: decision.feedback, submit_url: `${ctx.config.APP_URL}/design-submission` }
  try {
    await tx.transaction(async (sp) => {
      await ctx.mailer.enqueueTemplate(
        {
          template: decision.template,
          to: r.email,
          userId: r.design.createdBy,
          idempotencyKey: `${decision.template}:${notificationId}`,
          data,
        },
        sp,
      )
    })
  } catch (err) {
    ctx.log.error(`Could not queue the ${decision.template} email`, {
      designId: r.design.id,
      err: (err as Error).message,
    })
  }
}
