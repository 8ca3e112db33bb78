import { describe, expect, it } from 'vitest'
import type { PartnerProjectSummary } from '@rdo/contracts'
import { PARTNER_MESSAGES as M } from '@rdo/contracts/partner-messages'
import { addDomain, sameDomains } from './allowed-domains'
import { dashboardSearch, parseDashboardTab, selectProject } from './dashboard-params'
import { absoluteEmbedCode } from './embed-code'

const project = (id: string): PartnerProjectSummary => ({
  id,
  name: `Project ${id}`,
  token_symbol: 'FROG',
  logo_url: null,
  status: 'approved',
  created_at: '2025-01-01T00:00:00.000Z',
})

describe('dashboard params', () => {
  it('reads the tab, overview by default', () => {
    expect(parseDashboardTab(null)).toBe('overview')
    expect(parseDashboardTab('embed')).toBe('embed')
    expect(parseDashboardTab('billing')).toBe('overview')
  })

  it('selects the requested project when it is the caller’s, else the newest', () => {
    const projects = [project('a'), project('b')]
    expect(selectProject(projects, 'b')?.id).toBe('b')
    expect(selectProject(projects, 'someone-else')?.id).toBe('a')
    expect(selectProject(projects, null)?.id).toBe('a')
    expect(selectProject([], 'a')).toBeUndefined()
  })

  it('keeps the project when the tab changes and resets the tab when the project does', () => {
    const current = new URLSearchParams('project=a&tab=designs')
    expect(dashboardSearch(current, { tab: 'settings' }).toString()).toBe('project=a&tab=settings')
    expect(dashboardSearch(current, { tab: 'overview' }).toString()).toBe('project=a')
    expect(dashboardSearch(current, { project: 'b' }).toString()).toBe('project=b')
    expect(current.toString()).toBe('project=a&tab=designs')
  })
})

describe('allowed domains', () => {
  it('adds host names as typed, normalised', () => {
    expect(addDomain([], ' https://Shop.Example.com/store ')).toEqual({ domains: ['shop.example.com'] })
    expect(addDomain(['a.com'], 'localhost:5173')).toEqual({ domains: ['a.com', 'localhost:5173'] })
  })

  it('ignores a host already listed', () => {
    expect(addDomain(['a.com'], 'A.com')).toEqual({ domains: ['a.com'] })
  })

  it('refuses what is not a host name, with the server’s message', () => {
    expect(addDomain([], 'not a host')).toEqual({ error: M.domainInvalid('not a host') })
    expect(addDomain([], 'example')).toEqual({ error: M.domainInvalid('example') })
    expect(addDomain([], '-bad.com')).toEqual({ error: M.domainInvalid('-bad.com') })
    expect(addDomain([], '   ')).toHaveProperty('error')
  })

  it('stops at ten', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `site${i}.com`)
    expect(addDomain(ten, 'eleven.com')).toEqual({ error: M.tooManyDomains })
  })

  it('compares lists in order', () => {
    expect(sameDomains(['a.com'], ['a.com'])).toBe(true)
    expect(sameDomains(['a.com', 'b.com'], ['b.com', 'a.com'])).toBe(false)
  })
})

describe('embed code', () => {
  const url = 'https://shop.test/embed/p1'

  it('makes the shop’s paths absolute', () => {
    expect(absoluteEmbedCode('<iframe src="/embed/p1" title="x"></iframe>', url)).toBe(
      '<iframe src="https://shop.test/embed/p1" title="x"></iframe>',
    )
    expect(absoluteEmbedCode("<a href='/partners/p1'>", url)).toBe("<a href='https://shop.test/partners/p1'>")
  })

  it('leaves absolute and protocol-relative addresses, and keeps the code when the address is odd', () => {
    const code = '<iframe src="https://shop.test/embed/p1"></iframe><img src="//cdn.test/a.png">'
    expect(absoluteEmbedCode(code, url)).toBe(code)
    expect(absoluteEmbedCode('<iframe src="/embed/p1">', 'not a url')).toBe('<iframe src="/embed/p1">')
  })
})
