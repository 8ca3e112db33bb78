import { EMAIL_ADMIN_MESSAGES as M, type EmailPreviewResponse, type EmailTemplateBody } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { templateHelpers } from '../../../../test/fixtures/email.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helper.ts'
import { emailTemplates } from '../../../db/schema/email.ts'

let t: TestApp
let admin: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
})
afterAll(async () => {
  await t?.close()
})

const { call, BASE, list, create, created, errorOf } = templateHelpers(
  () => t,
  () => admin,
)

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
