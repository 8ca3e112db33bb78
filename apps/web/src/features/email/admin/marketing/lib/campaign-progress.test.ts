import { describe, expect, it } from 'vitest'
import {
  canPause,
  canResume,
  canSendNow,
  hasProgress,
  progressFigures,
  progressLine,
  progressPercent,
  progressValueText,
  sendNowCount,
  statFigures,
} from './campaign-progress'

const progress = { total: 500, sent: 100, failed: 15, skipped: 5, remaining: 380 }

describe('progressPercent', () => {
  it('counts sent, failed and skipped as processed, rounded down', () => {
    expect(progressPercent(progress)).toBe(24)
    expect(progressPercent({ ...progress, sent: 480, remaining: 0 })).toBe(100)
  })
  it('is 0 for an empty campaign still running and 100 for one that ended', () => {
    const empty = { total: 0, sent: 0, failed: 0, skipped: 0, remaining: 0 }
    expect(progressPercent(empty, 'active')).toBe(0)
    expect(progressPercent(empty, 'completed')).toBe(100)
  })
})

describe('progress texts', () => {
  it('speaks the bar and the list row', () => {
    expect(progressValueText(progress)).toBe('120 of 500 recipients processed')
    expect(progressLine({ ...progress, sent: 1200, total: 2000, remaining: 780 })).toBe(
      '1,200 sent · 15 failed · 780 left',
    )
  })
  it('lists the four figures and marks failures', () => {
    const figures = progressFigures(progress)
    expect(figures.map((f) => [f.label, f.value])).toEqual([
      ['Sent', '100'],
      ['Failed', '15'],
      ['Skipped', '5'],
      ['Remaining', '380'],
    ])
    expect(figures[1].tone).toBe('danger')
    expect(progressFigures({ ...progress, failed: 0 })[1].tone).toBeUndefined()
  })
  it('lists the stats with their rates', () => {
    const figures = statFigures({
      sent_count: 100,
      open_count: 40,
      click_count: 5,
      bounce_count: 2,
      unsubscribe_count: 1,
      open_rate: 0.4,
      click_rate: 0.05,
    })
    expect(Object.fromEntries(figures.map((f) => [f.key, f.value]))).toEqual({
      opens: '40',
      open_rate: '40%',
      clicks: '5',
      click_rate: '5%',
      bounces: '2',
      unsubscribes: '1',
    })
  })
})

describe('actions by status', () => {
  it('sends drafts and scheduled campaigns, pauses running ones, resumes paused ones', () => {
    expect(
      ['draft', 'scheduled', 'active', 'paused', 'completed'].filter((s) => canSendNow(s as never)),
    ).toEqual(['draft', 'scheduled'])
    expect(canPause('active')).toBe(true)
    expect(canPause('paused')).toBe(false)
    expect(canResume('paused')).toBe(true)
    expect(canResume('completed')).toBe(false)
    expect(hasProgress('draft')).toBe(false)
    expect(hasProgress('completed')).toBe(true)
  })
  it('confirms a send with the segment count when known', () => {
    expect(sendNowCount({ progress }, 42)).toBe(42)
    expect(sendNowCount({ progress }, undefined)).toBe(500)
  })
})
