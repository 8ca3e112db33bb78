import { DROP_MESSAGES } from '@rdo/contracts'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../types.ts'
import type { DropRow } from './drop-dto.ts'

export const DROP_OPEN_JOB = 'drops.notify-open'
type OpenJob = { dropId: string; at: string }

/**
 * Queues the opening notice for the drop's start, in the caller's transaction. A drop moved to another
 * time gets another job; the old one finds the start changed and does nothing.
 */
export async function scheduleOpenNotice(ctx: AppContext, tx: DbOrTx, drop: DropRow) {
  const at = drop.startsAt.toISOString()
  await ctx.jobs.send(
    DROP_OPEN_JOB,
    { dropId: drop.id, at } satisfies OpenJob,
    { startAfter: drop.startsAt, retryLimit: 5, singletonKey: `${drop.id}:${at}` },
    tx,
  )
}

const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || 'there'

/**
 * The drop is open: every wishlister of its product and every customer who asked gets one bell
 * notification and one email, all in one transaction with `notified_at`, which makes it happen once
 * (a retried or repeated job finds it set). Returns how many were told.
 */
export async function notifyDropOpen(ctx: AppContext, { dropId, at }: OpenJob): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const { rows: opened } = await tx.execute<{ product_id: string; name: string; slug: string }>(sql`
      update product_drops d set notified_at = now()
      from products p
      where d.id = ${dropId} and p.id = d.product_id and p.active
        and d.notified_at is null and d.starts_at = ${at}::timestamptz and d.starts_at <= now()
      returning p.id as product_id, p.name, p.slug`)
    const product = opened[0]
    if (!product) return 0
    const link = `/products/${product.slug}`
    const { rows: people } = await tx.execute<{ id: string; email: string; name: string | null }>(sql`
      select u.id, u.email, coalesce(nullif(pr.full_name, ''), u.name) as name
      from "user" u left join profiles pr on pr.id = u.id
      where u.id in (select user_id from wishlists where product_id = ${product.product_id}
          union select user_id from drop_notify_requests where drop_id = ${dropId})
        and not coalesce(u.banned, false)`)
    if (!people.length) return 0
    await notifyAll(tx, people, {
      title: DROP_MESSAGES.opensTitle(product.name),
      message: DROP_MESSAGES.opensMessage(product.name),
      link,
      data: { drop_id: dropId, product_id: product.product_id },
    })
    for (const person of people) {
      await ctx.mailer.enqueueTemplate(
        {
          template: 'drop-open',
          to: person.email,
          userId: person.id,
          idempotencyKey: `drop-open:${dropId}:${person.id}`,
          data: {
            first_name: firstName(person.name),
            product_name: product.name,
            product_url: `${ctx.config.APP_URL}${link}`,
          },
        },
        tx,
      )
    }
    return people.length
  })
}

type Notice = { title: string; message: string; link: string; data: Record<string, unknown> }

/** One `drop_open` notification per person, in one statement (delivered live by the table's trigger). */
async function notifyAll(tx: DbOrTx, people: { id: string }[], n: Notice) {
  await tx.execute(sql`insert into notifications (user_id, type, title, message, link, data)
    select id, 'drop_open', ${n.title}, ${n.message}, ${n.link}, ${JSON.stringify(n.data)}::jsonb
    from unnest(${`{${people.map((p) => p.id).join(',')}}`}::uuid[]) as id`)
}

export async function registerDropOpenJob(ctx: AppContext) {
  await ctx.jobs.work<OpenJob>(DROP_OPEN_JOB, async (job) => {
    const told = await notifyDropOpen(ctx, job)
    if (told) ctx.log.info(`Told ${told} customer(s) that a drop opened`, { dropId: job.dropId })
  })
}
