import Handlebars from 'handlebars'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { builtInTemplates } from './default-templates.ts'
import { EMAIL_TEMPLATES } from '../../../demo-data/email-templates.ts'
import { createTemplateRenderer } from './render.ts'
import { TRANSACTIONAL_SEND_DATA } from './send-data.ts'
import { checkTemplateParts } from './template-check.ts'
import { createTemplateEnvironment } from './template-rules.ts'

afterEach(() => vi.restoreAllMocks())

describe('the template environment', () => {
  it('has only the block helpers (and Handlebars’ own fallbacks), no decorator', () => {
    const env = createTemplateEnvironment()
    expect(Object.keys(env.helpers).sort()).toEqual([
      'blockHelperMissing',
      'each',
      'helperMissing',
      'if',
      'unless',
      'with',
    ])
    expect(Object.keys(env.decorators)).toEqual([])
    // The global Handlebars keeps its helpers: the environment is the mailer's own.
    expect(Handlebars.helpers.log).toBeTypeOf('function')
  })

  it('never runs log or lookup, even in a template stored before the save checks', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {})
    const render = createTemplateRenderer()
    expect(() => render('{{log "from a template" level="error"}}', {})).toThrow(/unknown helper log/)
    expect(() => render('{{lookup items 0}}', { items: ['x'] })).toThrow(/unknown helper lookup/)
    expect(console).not.toHaveBeenCalled()
    expect(render('{{#each items}}{{this}}{{/each}}', { items: ['a', 'b'] })).toBe('ab')
  })
})

describe('the shop’s own templates', () => {
  it('follow the rules: built-in and demo templates are saved and sent like an admin’s', () => {
    for (const t of Object.values(builtInTemplates)) expect(() => checkTemplateParts(t)).not.toThrow()
    for (const t of EMAIL_TEMPLATES)
      expect(() => checkTemplateParts({ subject: t.subject, html: t.html, text: t.text })).not.toThrow()
  })
})

describe('the data each send supplies', () => {
  it('has sample values for every template the shop sends by name', () => {
    const campaignOnly = Object.keys(builtInTemplates).filter((name) => !TRANSACTIONAL_SEND_DATA[name])
    expect(campaignOnly.sort()).toEqual(['marketing-newsletter', 'welcome'])
  })

  // Strict mode throws on a field the data lacks (a field only tested by #if may be left out).
  it.each(Object.keys(TRANSACTIONAL_SEND_DATA))(
    '%s: covers every field its built-in template uses',
    (name) => {
      const template = builtInTemplates[name]!
      const data = TRANSACTIONAL_SEND_DATA[name]
      for (const source of [template.subject, template.html])
        expect(() => Handlebars.compile(source, { strict: true })(data)).not.toThrow()
    },
  )
})
