import { describe, expect, it } from 'vitest'
import { canRetry, canSendToProduction, PROVIDER_FILTER, queueQuery, STATUS_FILTER } from './queue'

describe('the fulfilment queue', () => {
  it('asks for the open rows when the address bar names no status, and leaves out unknown filters', () => {
    expect(queueQuery({ provider: '', status: '' }, 1, 25)).toEqual({ page: 1, per_page: 25 })
    expect(queueQuery({ provider: 'dropship', status: 'lost' }, 2, 25)).toEqual({ page: 2, per_page: 25 })
    expect(queueQuery({ provider: 'printify', status: 'failed' }, 3, 50)).toEqual({
      page: 3,
      per_page: 50,
      provider: 'printify',
      status: 'failed',
    })
    expect(queueQuery({ provider: 'manual', status: 'all' }, 1, 25)).toMatchObject({ status: 'all' })
  })

  it('offers All, Printify and Shop stock; Open first, then All and each status', () => {
    expect(PROVIDER_FILTER.map((o) => o.label)).toEqual(['All providers', 'Printify', 'Shop stock'])
    expect(STATUS_FILTER.slice(0, 3).map((o) => o.label)).toEqual(['Open', 'All statuses', 'Waiting'])
  })

  it('retries only a refused or cancelled Printify submission', () => {
    expect(canRetry({ provider: 'printify', status: 'failed' })).toBe(true)
    expect(canRetry({ provider: 'printify', status: 'cancelled' })).toBe(true)
    expect(canRetry({ provider: 'printify', status: 'pending' })).toBe(false)
    expect(canRetry({ provider: 'manual', status: 'failed' })).toBe(false)
    expect(canSendToProduction({ status: 'awaiting_production' })).toBe(true)
    expect(canSendToProduction({ status: 'in_production' })).toBe(false)
  })
})
