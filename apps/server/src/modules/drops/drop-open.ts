import { DROP_MESSAGES } from '@rdo/contracts'
import { sql } from 'drizzle-orm'
import Handlebars from 'handlebars'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../types.ts'
import type { DropRow } from './drop-dto.ts'

export const DROP_OPEN_JOB = 'drops.notify-open'
export const DROP_OPEN_EMAILS_JOB = 'drops.notify-open-emails'
type OpenJob = { dropId: string; at: string }
type EmailsJob = { dropId: string }

/** Emails queued per transaction, with a pause between batches (the rush is on at that moment). */
const EMAIL_BATCH = 25
const EMAIL_PAUSE_MS = 40
/** Stands for the first name in the email rendered once per drop (letters only: survives inlining and text). */
const NAME_MARK = 'Xdropfirstname7Q'

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

type Opened = { product_id: string; name: string; slug: string }
type Person = { id: string; email: string; name: string | null }

/**
 * Who hears of the opening: wishlisters of the product and those who asked, not banned; all at once,
 * or by id a page at a time.
 */
const audience = (dropId: string, productId: string, page?: { after: string; limit: number }) => sql`
  select u.id, u.email, coalesce(nullif(pr.full_name, ''), u.name) as name
  from "user" u left join profiles pr on pr.id = u.id
  where u.id in (select user_id from wishlists where product_id = ${productId}
      union select user_id from drop_notify_requests where drop_id = ${dropId})
    and not coalesce(u.banned, false)
    ${page ? sql`and u.id > ${page.after}::uuid order by u.id limit ${page.limit}` : sql``}`

/** Thrown to roll the notice back when another run has already told everyone. */
class AlreadyTold extends Error {}

/**
 * The drop is open: every wishlister of its product and every customer who asked gets one bell
 * notification now, and the emails are queued as a job of their own, all in one transaction that
 * sets `notified_at` last: it happens once (a retried or repeated job finds it set), and the drop's
 * row is locked only for the moment before commit, never while buyers are being admitted.
 * Returns how many were told.
 */
export async function notifyDropOpen(ctx: AppContext, { dropId, at }: OpenJob): Promise<number> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const { rows: due } = await tx.execute<Opened>(sql`
        select p.id as product_id, p.name, p.slug from product_drops d join products p on p.id = d.product_id
        where d.id = ${dropId} and p.active and d.notified_at is null
          and d.starts_at = ${at}::timestamptz and d.starts_at <= now()`)
      const product = due[0]
      if (!product) return 0
      const { rows: people } = await tx.execute<Person>(audience(dropId, product.product_id))
      if (people.length) {
        await notifyAll(tx, people, {
          title: DROP_MESSAGES.opensTitle(product.name),
          message: DROP_MESSAGES.opensMessage(product.name),
          link: `/products/${product.slug}`,
          data: { drop_id: dropId, product_id: product.product_id },
        })
        await ctx.jobs.send(
          DROP_OPEN_EMAILS_JOB,
          { dropId } satisfies EmailsJob,
          { retryLimit: 5, singletonKey: dropId },
          tx,
        )
      }
      const { rows: claimed } = await tx.execute(sql`
        update product_drops set notified_at = now() where id = ${dropId} and notified_at is null returning id`)
      if (!claimed.length) throw new AlreadyTold()
      return people.length
    })
  } catch (err) {
    if (err instanceof AlreadyTold) return 0
    throw err
  }
}

/**
 * The opening emails of a told drop, a batch per transaction with a pause between: each has an
 * idempotency key, so a retried job sends nobody a second one. Returns how many were queued.
 */
export async function sendDropOpenEmails(ctx: AppContext, { dropId }: EmailsJob): Promise<number> {
  const { rows } = await ctx.db.execute<Opened>(sql`
    select p.id as product_id, p.name, p.slug from product_drops d join products p on p.id = d.product_id
    where d.id = ${dropId} and d.notified_at is not null`)
  const product = rows[0]
  if (!product) return 0
  // Rendered once (CSS inlining costs milliseconds per message, and the rush is on): only the first
  // name differs between people, escaped for the HTML part as the template would.
  const email = await ctx.mailer.renderNamed('drop-open', {
    first_name: NAME_MARK,
    product_name: product.name,
    product_url: `${ctx.config.APP_URL}/products/${product.slug}`,
  })
  const named = (part: string, name: string) => part.split(NAME_MARK).join(name)
  let after = '00000000-0000-0000-0000-000000000000'
  let queued = 0
  for (;;) {
    const { rows: people } = await ctx.db.execute<Person>(
      audience(dropId, product.product_id, { after, limit: EMAIL_BATCH }),
    )
    if (!people.length) return queued
    await ctx.db.transaction(async (tx) => {
      for (const person of people) {
        const name = firstName(person.name)
        await ctx.mailer.enqueue(
          {
            to: person.email,
            userId: person.id,
            idempotencyKey: `drop-open:${dropId}:${person.id}`,
            templateName: 'drop-open',
            subject: named(email.subject, name),
            html: named(email.html, Handlebars.escapeExpression(name)),
            text: named(email.text, name),
          },
          tx,
        )
      }
    })
    queued += people.length
    after = people.at(-1)!.id
    await new Promise((r) => setTimeout(r, EMAIL_PAUSE_MS))
  }
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
  await ctx.jobs.work<EmailsJob>(DROP_OPEN_EMAILS_JOB, async (job) => {
    const sent = await sendDropOpenEmails(ctx, job)
    if (sent) ctx.log.info(`Queued ${sent} drop opening email(s)`, { dropId: job.dropId })
  })
}
