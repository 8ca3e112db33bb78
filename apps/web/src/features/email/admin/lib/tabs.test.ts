import { describe, expect, it } from 'vitest'
import { dashboardViewFrom, emailTabFrom, emailTabSearch, overviewPeriodFrom } from './tabs'

describe('email page tabs', () => {
  it('reads the tab and section, falling back to the dashboard overview', () => {
    expect(emailTabFrom('bulk')).toBe('bulk')
    expect(emailTabFrom(null)).toBe('dashboard')
    expect(emailTabFrom('nope')).toBe('dashboard')
    expect(dashboardViewFrom('logs')).toBe('logs')
    expect(dashboardViewFrom('bulk')).toBe('overview')
  })
  it('reads the overview period, the last 7 days by default', () => {
    expect(overviewPeriodFrom('today')).toBe('today')
    expect(overviewPeriodFrom(null)).toBe('week')
    expect(overviewPeriodFrom('year')).toBe('week')
  })
  it('keeps the default tab and section out of the address', () => {
    expect(emailTabSearch('dashboard')).toEqual({})
    expect(emailTabSearch('dashboard', 'send')).toEqual({ view: 'send' })
    expect(emailTabSearch('bulk', 'logs')).toEqual({ tab: 'bulk' })
  })
})
