import crypto from 'node:crypto'
import {
  EMAIL_ADMIN_MESSAGES as M,
  type EmailPreviewResponse,
  type EmailTemplate,
  type EmailTemplateBody,
  type EmailTemplateListResponse,
} from '@rdo/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { emailTemplates } from '../../db/schema/email.ts'
import { BUILT_IN_TEMPLATE_NAMES } from '../email/index.ts'

let t: TestApp
let admin: TestUser
let customer: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
  customer = await t.createUser()
})
afterAll(async () => {
  await t?.close()
})

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const call = (method: Method, url: string, payload?: object, cookie = admin.cookie) =>
  t.request({ method, url, cookie, payload })
const BASE = '/api/admin/email/templates'
const list = async (query = '') => {
  const res = await call('GET', `${BASE}${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as EmailTemplateListResponse
}
const create = (body: Partial<EmailTemplateBody>) =>
  call('POST', BASE, {
    subject: 'Hello {{first_name}}',
    html_content: '<p>Hi {{first_name}}</p>',
    ...body,
  })
const created = async (body: Partial<EmailTemplateBody>) => {
  const res = await create(body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as EmailTemplate
}
const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'email_templates'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt)
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error

describe('access', () => {
  it('refuses the template routes to customers (403) and visitors (401)', async () => {
    const id = crypto.randomUUID()
    const routes: [Method, string, object?][] = [
      ['GET', BASE],
      ['POST', BASE, { name: 'x', subject: 's', html_content: '<p>x</p>' }],
      ['POST', `${BASE}/preview`, { html_content: '<p>x</p>' }],
      ['GET', `${BASE}/${id}`],
      ['PATCH', `${BASE}/${id}`, { is_active: false }],
      ['DELETE', `${BASE}/${id}`],
    ]
    for (const [method, url, body] of routes) {
      const res = await call(method, url, body, customer.cookie)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(errorOf(res).message).toBe('Unauthorized access')
      expect((await call(method, url, body, '')).statusCode).toBe(401)
    }
    expect(await t.db.select().from(emailTemplates).where(eq(emailTemplates.name, 'x'))).toEqual([])
  })
})

describe('built-in templates', () => {
  it('are listed as rows, editable and deactivatable but not deletable', async () => {
    const page = await list('?per_page=100')
    const builtIns = page.items.filter((i) => i.built_in)
    expect(builtIns.map((i) => i.name).sort()).toEqual([...BUILT_IN_TEMPLATE_NAMES].sort())
    const welcome = builtIns.find((i) => i.name === 'welcome')!
    expect(welcome).toMatchObject({ is_active: true, description: null })
    expect(welcome.variables.first_name).toEqual({
      name: 'first_name',
      description: 'first_name',
      example: 'first_name',
    })
    // Listing again inserts nothing new.
    expect((await list('?per_page=100')).total).toBe(page.total)

    const del = await call('DELETE', `${BASE}/${welcome.id}`)
    expect(del.statusCode).toBe(409)
    expect(errorOf(del)).toEqual({ code: 'BUILT_IN_TEMPLATE', message: M.builtInTemplate })
    const rename = await call('PATCH', `${BASE}/${welcome.id}`, { name: 'welcome-old' })
    expect(rename.statusCode).toBe(409)

    const off = await call('PATCH', `${BASE}/${welcome.id}`, {
      is_active: false,
      subject: 'Hey {{first_name}}',
    })
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json()).toMatchObject({
      name: 'welcome',
      is_active: false,
      built_in: true,
      subject: 'Hey {{first_name}}',
    })
    expect((await auditOf(welcome.id)).map((a) => a.action)).toEqual(['email_template.update'])
    const inactive = await list('?status=inactive')
    expect(inactive.items.map((i) => i.name)).toEqual(['welcome'])
  })
})

describe('template CRUD', () => {
  it('creates an active template with normalised variables, reads, edits and deletes it, each audited', async () => {
    const tpl = await created({
      name: '  Order Shipped ',
      description: 'Sent when a parcel leaves',
      text_content: 'Hi {{first_name}}, tracking {{tracking_code}}',
      variables: [
        { name: ' First Name ', description: 'Given name', example: 'Ada' },
        { name: 'Tracking   Code' },
      ],
    })
    expect(tpl).toMatchObject({
      name: 'Order Shipped',
      description: 'Sent when a parcel leaves',
      is_active: true,
      built_in: false,
      variables: {
        first_name: { name: 'first_name', description: 'Given name', example: 'Ada' },
        tracking_code: { name: 'tracking_code', description: 'tracking_code', example: 'tracking_code' },
      },
    })
    const [audit] = await auditOf(tpl.id)
    expect(audit).toMatchObject({ action: 'email_template.create', actorId: admin.id })
    expect(audit!.after).toMatchObject({ name: 'Order Shipped', variables: ['first_name', 'tracking_code'] })

    const got = await call('GET', `${BASE}/${tpl.id}`)
    expect(got.json()).toEqual(tpl)

    await new Promise((r) => setTimeout(r, 5))
    const patched = await call('PATCH', `${BASE}/${tpl.id}`, { description: 'Parcel on its way' })
    expect(patched.statusCode, patched.body).toBe(200)
    const after = patched.json() as EmailTemplate
    expect(after).toMatchObject({ description: 'Parcel on its way', subject: tpl.subject, is_active: true })
    expect(after.variables).toEqual(tpl.variables)
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(tpl.updated_at))

    const off = await call('PATCH', `${BASE}/${tpl.id}`, { is_active: false })
    expect(off.json().is_active).toBe(false)

    const del = await call('DELETE', `${BASE}/${tpl.id}`)
    expect(del.statusCode).toBe(204)
    expect((await call('GET', `${BASE}/${tpl.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `${BASE}/${tpl.id}`)).statusCode).toBe(404)
    expect((await auditOf(tpl.id)).map((a) => a.action)).toEqual([
      'email_template.create',
      'email_template.update',
      'email_template.update',
      'email_template.delete',
    ])
  })

  it('refuses a taken name on create and rename', async () => {
    const a = await created({ name: 'Dup A' })
    const b = await created({ name: 'Dup B' })
    const again = await create({ name: 'Dup A' })
    expect(again.statusCode).toBe(409)
    expect(errorOf(again)).toEqual({ code: 'TEMPLATE_NAME_TAKEN', message: M.templateNameTaken })
    const rename = await call('PATCH', `${BASE}/${b.id}`, { name: 'Dup A' })
    expect(rename.statusCode).toBe(409)
    expect(errorOf(rename).message).toBe(M.templateNameTaken)
    expect(await auditOf(b.id)).toHaveLength(1)
    for (const id of [a.id, b.id]) await call('DELETE', `${BASE}/${id}`)
  })

  it('answers the form’s messages for missing fields, blank variable names and broken placeholders', async () => {
    const before = await t.db.select().from(emailTemplates)
    for (const body of [{ name: '  ' }, { name: 'x', subject: '' }, { name: 'x', html_content: '' }]) {
      const res = await create(body)
      expect(res.statusCode).toBe(400)
      expect(errorOf(res).message).toBe(M.requiredFields)
    }
    const blankVar = await create({ name: 'x', variables: [{ name: '   ' }] })
    expect(blankVar.statusCode).toBe(400)
    expect(errorOf(blankVar).message).toBe(M.variableNameRequired)

    const broken = await create({ name: 'Broken', html_content: '<p>{{#if first_name}}open' })
    expect(broken.statusCode).toBe(400)
    expect(errorOf(broken)).toMatchObject({ code: 'TEMPLATE_SYNTAX' })
    expect(errorOf(broken).message).toMatch(
      /^The template could not be rendered: HTML: Parse error on line 1:/,
    )
    const badSubject = await create({ name: 'Broken', subject: 'Hi {{first_name' })
    expect(errorOf(badSubject).message).toMatch(/^The template could not be rendered: subject: Parse error/)
    const helper = await create({ name: 'Broken', text_content: '{{shout first_name}}' })
    expect(helper.statusCode).toBe(400)
    expect(errorOf(helper).message).toBe(
      M.templateSyntax(
        'text: line 1: {{shout …}} calls "shout", which is not a helper: templates can use values and the blocks #if, #unless, #each and #with',
      ),
    )
    expect(await t.db.select().from(emailTemplates)).toEqual(before)

    const ok = await created({ name: 'Patch me' })
    const badPatch = await call('PATCH', `${BASE}/${ok.id}`, { html_content: '{{/if}}' })
    expect(badPatch.statusCode).toBe(400)
    expect(errorOf(badPatch).message).toMatch(/^The template could not be rendered: HTML: Parse error/)
    expect((await call('GET', `${BASE}/${ok.id}`)).json().html_content).toBe(ok.html_content)
    expect((await call('PATCH', `${BASE}/${crypto.randomUUID()}`, { is_active: true })).statusCode).toBe(404)
    expect((await call('GET', `${BASE}/not-a-uuid`)).statusCode).toBe(404)
    await call('DELETE', `${BASE}/${ok.id}`)
  })
})

describe('what a template may use', () => {
  it('refuses at save, with the reason, whatever would fail or misbehave when sent, and stores nothing', async () => {
    const before = await t.db.select().from(emailTemplates)
    const refusals: [Partial<EmailTemplateBody>, string][] = [
      // The log helper writes what the template says to the server's console.
      [{ html_content: '<p>{{log "hello" level="error"}}</p>' }, 'HTML: line 1: {{log …}} calls "log"'],
      [{ html_content: '<p>{{lookup items 0}}</p>' }, 'HTML: line 1: {{lookup …}} calls "lookup"'],
      [{ subject: 'Hi {{upper first_name}}' }, 'subject: line 1: {{upper …}} calls "upper"'],
      [{ html_content: '<p>{{if first_name}}</p>' }, 'HTML: line 1: #if is a block'],
      [{ html_content: '<p>{{#if}}x{{/if}}</p>' }, 'HTML: line 1: #if takes exactly one value'],
      [
        { html_content: '{{#with first_name last_name}}x{{/with}}' },
        'HTML: line 1: #with takes exactly one value',
      ],
      // Only reached when the branch is taken: refused all the same.
      [
        { html_content: '<p>{{#if first_name}}\n{{#each}}{{/each}}{{/if}}</p>' },
        'HTML: line 2: #each takes exactly one value',
      ],
      [{ html_content: '{{#if (upper first_name)}}x{{/if}}' }, 'HTML: line 1: #if takes exactly one value'],
      [{ html_content: '{{> footer}}' }, 'HTML: line 1: partials ({{> name}}) are not available'],
      [{ html_content: '{{#*inline "footer"}}x{{/inline}}' }, 'HTML: line 1: decorators'],
      [{ text_content: '{{helperMissing}}' }, 'text: line 1: {{helperMissing …}} calls "helperMissing"'],
    ]
    for (const [body, reason] of refusals) {
      const res = await create({ name: 'Refused', ...body })
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400])
      expect(errorOf(res)).toMatchObject({ code: 'TEMPLATE_SYNTAX' })
      expect(errorOf(res).message).toContain(`${M.templateSyntax(reason)}`)
    }
    expect(await t.db.select().from(emailTemplates)).toEqual(before)
  })

  it('checks an edit of a template the shop sends against the data that send supplies', async () => {
    await list()
    const [order] = await t.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.name, 'order-confirmation'))
    const patch = (body: object) => call('PATCH', `${BASE}/${order!.id}`, body)
    const refused = await patch({
      html_content: '{{#each items}}{{#if variant}}{{log variant}}{{/if}}{{/each}}',
    })
    expect(refused.statusCode).toBe(400)
    expect((await call('GET', `${BASE}/${order!.id}`)).json().html_content).toBe(order!.htmlContent)

    const html =
      '<p>Hi {{first_name}}</p>{{#each items}}<p>{{quantity}} × {{product_name}}{{#if variant}} ({{variant}}){{/if}}</p>{{/each}}' +
      '{{#unless shipping}}<p>No shipping</p>{{/unless}}{{#with items.[0]}}<p>First: {{product_name}}</p>{{/with}}'
    expect((await patch({ html_content: html })).statusCode).toBe(200)
    const out = await t.ctx.mailer.renderNamed('order-confirmation', {
      first_name: 'Ada',
      items: [{ product_name: 'Tee', variant: 'M', quantity: 2 }],
      shipping: 'Free',
    })
    expect(out.html).toContain('2 × Tee (M)')
    expect(out.html).toContain('First: Tee')
    expect((await patch({ html_content: order!.htmlContent })).statusCode).toBe(200)
  })
})

describe('template list', () => {
  it('searches name, subject and description, filters by status and pages by name', async () => {
    const made = [
      await created({ name: 'zz Alpha', subject: 'Spring drop', description: 'Seasonal' }),
      await created({ name: 'zz Beta', subject: 'Restock' }),
      await created({ name: 'zz Gamma', subject: 'Note', description: 'A SPRING reminder' }),
    ]
    await call('PATCH', `${BASE}/${made[1]!.id}`, { is_active: false })
    const names = async (query: string) => (await list(query)).items.map((i) => i.name)
    expect(await names('?q=spring')).toEqual(['zz Alpha', 'zz Gamma'])
    expect(await names('?q=zz&status=active')).toEqual(['zz Alpha', 'zz Gamma'])
    expect(await names('?q=zz&status=inactive')).toEqual(['zz Beta'])
    expect(await names('?q=zz_')).toEqual([])
    const second = await list('?q=zz&per_page=2&page=2')
    expect(second).toMatchObject({ total: 3, page: 2, per_page: 2 })
    expect(second.items.map((i) => i.name)).toEqual(['zz Gamma'])
    const all = await names('?per_page=100')
    expect(all).toEqual([...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    for (const m of made) await call('DELETE', `${BASE}/${m.id}`)
  })
})

describe('preview', () => {
  const preview = async (body: object) => {
    const res = await call('POST', `${BASE}/preview`, body)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as EmailPreviewResponse
  }

  it('escapes values, inlines the style block and renders subject and text with the examples', async () => {
    const html =
      '<html><head><style>.cta { color: #9945ff; font-weight: bold }</style></head>' +
      '<body><p class="cta">Hi {{first_name}}</p></body></html>'
    const out = await preview({
      subject: 'Hello {{first_name}}',
      html_content: html,
      variables: [{ name: 'First Name', example: 'Ada' }],
    })
    expect(out.subject).toBe('Hello Ada')
    expect(out.html).toMatch(/<p class="cta" style="color: #9945ff; font-weight: bold;?">Hi Ada<\/p>/)
    expect(out.text).toBe('Hi Ada')

    const hostile = await preview({
      subject: 'Hi {{first_name}}',
      html_content: html,
      text_content: 'Plain {{first_name}}',
      data: { first_name: '<script>alert(1)</script>' },
    })
    expect(hostile.html).not.toContain('<script>')
    expect(hostile.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(hostile.text).toBe('Plain <script>alert(1)</script>')
  })

  it('answers 400 with the reason for a broken placeholder', async () => {
    const res = await call('POST', `${BASE}/preview`, { html_content: '<p>{{first_name</p>' })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).message).toMatch(/^The template could not be rendered: HTML: Parse error on line 1:/)
  })
})
