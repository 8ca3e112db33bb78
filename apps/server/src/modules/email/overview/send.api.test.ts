import crypto from 'node:crypto'
import {
  EMAIL_ADMIN_MESSAGES as M,
  EMAIL_SEND_MAX_RECIPIENTS,
  type EmailSendBody,
  type EmailSendResponse,
  type EmailTemplate,
} from '@rdo/contracts'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helper.ts'
import { auditLog } from '../../../db/schema/audit.ts'
import { emailMessages } from '../../../db/schema/email.ts'

let t: TestApp
let admin: TestUser
let member: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
  member = await t.createUser({ email: 'member@example.com' })
})
afterAll(async () => {
  await t?.close()
})

const send = (body: EmailSendBody) =>
  t.request({ method: 'POST', url: '/api/admin/email/send', cookie: admin.cookie, payload: body })
const sent = async (body: EmailSendBody) => {
  const res = await send(body)
  expect(res.statusCode, res.body).toBe(200)
  const out = res.json() as EmailSendResponse
  expect(out).toMatchObject({ success: true, message: M.emailSent })
  return out
}
const messagesOf = (ids: string[]) =>
  t.db.select().from(emailMessages).where(inArray(emailMessages.id, ids)).orderBy(emailMessages.createdAt)
const sendAudits = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'email.send'))
const messageCount = async () => (await t.db.select({ id: emailMessages.id }).from(emailMessages)).length
const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error

/** Each refusal leaves no message and no audit row behind. */
async function refused(body: EmailSendBody, status: number, message: unknown) {
  const [messages, audits] = [await messageCount(), (await sendAudits()).length]
  const res = await send(body)
  expect(res.statusCode, res.body).toBe(status)
  expect(errorOf(res).message).toEqual(message)
  expect(await messageCount()).toBe(messages)
  expect(await sendAudits()).toHaveLength(audits)
  return errorOf(res)
}

async function template(body: object): Promise<EmailTemplate> {
  const res = await t.request({
    method: 'POST',
    url: '/api/admin/email/templates',
    cookie: admin.cookie,
    payload: body,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

describe('custom email', () => {
  it('queues one message per recipient with the CSS inlined, in one audited transaction', async () => {
    const out = await sent({
      mode: 'custom',
      to: ' Member@Example.com , guest@example.org,member@example.com ',
      subject: 'Store news',
      html: '<style>p { color: #14f195 }</style><p>Fresh drop</p>',
    })
    expect(out.ids).toHaveLength(2)
    const rows = await messagesOf(out.ids)
    expect(rows.map((m) => m.toAddresses).sort()).toEqual([['guest@example.org'], ['member@example.com']])
    for (const m of rows) {
      expect(m).toMatchObject({ subject: 'Store news', status: 'queued', tags: { category: 'admin' } })
      expect(m.html).toMatch(/<p style="color: #14f195;?">Fresh drop<\/p>/)
      expect(m.text).toBe('Fresh drop')
      expect(m.idempotencyKey).toMatch(/^admin-send:[0-9a-f-]{36}:/)
      expect(m.idempotencyKey.endsWith(`:${m.toAddresses[0]}`)).toBe(true)
    }
    const byAddress = Object.fromEntries(rows.map((m) => [m.toAddresses[0], m]))
    expect(byAddress['member@example.com']!.userId).toBe(member.id)
    expect(byAddress['guest@example.org']!.userId).toBeNull()
    // One send shares one key prefix.
    expect(new Set(rows.map((m) => m.idempotencyKey.split(':')[1])).size).toBe(1)

    const audits = await sendAudits()
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({ actorId: admin.id, entity: 'email_messages' })
    expect(audits[0]!.after).toMatchObject({
      mode: 'custom',
      to: ['member@example.com', 'guest@example.org'],
      subject: 'Store news',
      ids: out.ids,
    })

    // The same form sent again is a new send: new messages.
    const again = await sent({
      mode: 'custom',
      to: 'guest@example.org',
      subject: 'Store news',
      html: '<p>x</p>',
    })
    expect(again.ids[0]).not.toBe(byAddress['guest@example.org']!.id)
  })

  it('refuses bad recipients, missing fields and broken placeholders, writing nothing', async () => {
    const base = { mode: 'custom' as const, to: 'a@example.com', subject: 'Hi', html: '<p>Hi</p>' }
    await refused({ ...base, to: 'a@example.com, not-an-address' }, 400, M.invalidRecipients)
    await refused({ ...base, to: ' , ' }, 400, M.requiredFields)
    const many = Array.from({ length: EMAIL_SEND_MAX_RECIPIENTS + 1 }, (_, i) => `r${i}@example.com`)
    await refused({ ...base, to: many.join(',') }, 400, M.tooManyRecipients(EMAIL_SEND_MAX_RECIPIENTS))
    await refused({ ...base, subject: '  ' }, 400, M.requiredFields)
    await refused({ ...base, html: '' }, 400, M.requiredFields)
    const broken = await refused(
      { ...base, html: '<p>{{#each}}</p>' },
      400,
      expect.stringMatching(/^The template could not be rendered: HTML: /),
    )
    expect(broken.code).toBe('TEMPLATE_SYNTAX')
  })
})

describe('template email', () => {
  it('renders an active template with the data and queues it for each recipient', async () => {
    const tpl = await template({
      name: 'Restock alert',
      subject: '{{first_name}}, {{product}} is back',
      html_content:
        '<style>.name { font-weight: bold }</style><p>Hi <span class="name">{{first_name}}</span></p>',
      text_content: 'Hi {{first_name}}, {{product}} is back',
      variables: [{ name: 'first_name' }, { name: 'product' }],
    })
    const out = await sent({
      mode: 'template',
      to: 'member@example.com, other@example.com',
      template_id: tpl.id,
      data_json: '{"first_name": "<b>Ada</b>", "product": "Hoodie"}',
    })
    const rows = await messagesOf(out.ids)
    expect(rows).toHaveLength(2)
    for (const m of rows) {
      expect(m).toMatchObject({
        subject: '<b>Ada</b>, Hoodie is back',
        text: 'Hi <b>Ada</b>, Hoodie is back',
        templateName: 'Restock alert',
        tags: { category: 'admin' },
        status: 'queued',
      })
      expect(m.html).toContain('<span class="name" style="font-weight: bold;">&lt;b&gt;Ada&lt;/b&gt;</span>')
    }
    const audit = (await sendAudits()).at(-1)!
    expect(audit.after).toMatchObject({ mode: 'template', template_id: tpl.id, ids: out.ids })

    // Data is optional: missing values render empty.
    const bare = await sent({ mode: 'template', to: 'member@example.com', template_id: tpl.id })
    expect((await messagesOf(bare.ids))[0]!.subject).toBe(',  is back')
  })

  it('answers Invalid template data JSON for text that is not a JSON object, writing nothing', async () => {
    const tpl = await template({ name: 'Plain', subject: 'Hi', html_content: '<p>Hi</p>' })
    const base = { mode: 'template' as const, to: 'member@example.com', template_id: tpl.id }
    for (const data_json of ['{first_name: Ada}', '{"a": 1', '[1, 2]', '"text"', 'null', '42']) {
      const error = await refused({ ...base, data_json }, 400, M.invalidTemplateData)
      expect(error.code).toBe('INVALID_TEMPLATE_DATA')
    }
  })

  it('is 404 for an unknown or inactive template', async () => {
    const tpl = await template({ name: 'Retired', subject: 'Hi', html_content: '<p>Hi</p>' })
    const off = await t.request({
      method: 'PATCH',
      url: `/api/admin/email/templates/${tpl.id}`,
      cookie: admin.cookie,
      payload: { is_active: false },
    })
    expect(off.statusCode).toBe(200)
    for (const template_id of [tpl.id, crypto.randomUUID()]) {
      const error = await refused(
        { mode: 'template', to: 'a@example.com', template_id },
        404,
        M.templateNotFound,
      )
      expect(error.code).toBe('TEMPLATE_NOT_FOUND')
    }
    await refused({ mode: 'template', to: 'a@example.com', template_id: '' }, 400, M.requiredFields)
  })
})
