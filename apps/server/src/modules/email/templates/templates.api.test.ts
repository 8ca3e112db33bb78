import crypto from 'node:crypto'
import { EMAIL_ADMIN_MESSAGES as M, type EmailTemplate } from '@rdo/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { templateHelpers } from '../../../../test/fixtures/email.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helper.ts'
import { auditLog } from '../../../db/schema/audit.ts'
import { emailTemplates } from '../../../db/schema/email.ts'
import { BUILT_IN_TEMPLATE_NAMES } from './default-templates.ts'

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
const { call, BASE, list, create, created, errorOf } = templateHelpers(
  () => t,
  () => admin,
)
const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'email_templates'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt)

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
