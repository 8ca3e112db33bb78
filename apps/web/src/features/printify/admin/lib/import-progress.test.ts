import { describe, expect, it } from 'vitest'
import type { PrintifyImport } from '@rdo/contracts/printify'
import { PRINTIFY_MESSAGES as M } from '@rdo/contracts/printify-messages'
import {
  failureSummary,
  importCounts,
  importOutcome,
  importPercent,
  importSucceeded,
  isImportFinished,
  progressText,
  progressValueText,
} from './import-progress'

const job = (over: Partial<PrintifyImport> = {}): PrintifyImport => ({
  id: '5f0c6a56-8c1e-4a6a-9d0e-1c1a3f1d2b3c',
  shop_id: 1,
  status: 'running',
  total: 3,
  done: 1,
  imported: 1,
  updated: 0,
  unchanged: 0,
  failed: [],
  started_at: '2026-01-01T00:00:00Z',
  finished_at: null,
  message: null,
  ...over,
})

const failure = (title: string) => ({ product_id: `id-${title}`, title, error: M.productMalformed })

describe('progress', () => {
  it('says how many of the products were processed', () => {
    expect(progressText(job())).toBe('1 of 3')
    expect(progressValueText(job({ done: 1200, total: 1500 }))).toBe('1,200 of 1,500 products processed')
  })
  it('gives a whole percent, never past 100', () => {
    expect(importPercent(job())).toBe(33)
    expect(importPercent(job({ done: 3 }))).toBe(100)
    expect(importPercent(job({ done: 5 }))).toBe(100)
    expect(importPercent(job({ done: 0, total: 0, status: 'queued' }))).toBe(0)
    expect(importPercent(job({ done: 0, total: 0, status: 'done' }))).toBe(100)
  })
  it('knows when an import has ended', () => {
    expect(isImportFinished('queued')).toBe(false)
    expect(isImportFinished('running')).toBe(false)
    expect(isImportFinished('done')).toBe(true)
    expect(isImportFinished('failed')).toBe(true)
  })
  it('counts each outcome', () => {
    const counts = importCounts(job({ imported: 1, updated: 2, unchanged: 3, failed: [failure('A')] }))
    expect(counts.map((c) => [c.label, c.value])).toEqual([
      ['Imported', 1],
      ['Updated', 2],
      ['Unchanged', 3],
      ['Failed', 1],
    ])
    expect(importSucceeded(job({ imported: 1, updated: 2, unchanged: 3 }))).toBe(6)
  })
})

describe('failureSummary', () => {
  it('names the first products that failed', () => {
    expect(failureSummary([])).toBeNull()
    expect(failureSummary([failure('Tee')])).toBe('1 product could not be imported: Tee')
    expect(failureSummary(['A', 'B', 'C', 'D', 'E'].map(failure))).toBe(
      '5 products could not be imported: A, B, C and 2 more',
    )
  })
})

describe('importOutcome', () => {
  it("uses the server's success text, re-imported products included", () => {
    const done = job({
      status: 'done',
      done: 3,
      imported: 1,
      updated: 1,
      unchanged: 1,
      message: M.importedN(3),
    })
    expect(importOutcome(done)).toEqual({ success: 'Successfully imported 3 products', error: null })
    expect(importOutcome({ ...done, message: null }).success).toBe(M.importedN(3))
  })
  it('reports the failures next to the success', () => {
    const mixed = job({
      status: 'done',
      done: 3,
      imported: 2,
      failed: [failure('Broken')],
      message: M.importedN(2),
    })
    expect(importOutcome(mixed)).toEqual({
      success: M.importedN(2),
      error: '1 product could not be imported: Broken',
    })
  })
  it('shows no success when every product failed', () => {
    const none = job({ status: 'done', done: 2, imported: 0, failed: [failure('A'), failure('B')] })
    expect(importOutcome(none)).toEqual({ success: null, error: '2 products could not be imported: A, B' })
  })
  it('says why an import could not run', () => {
    expect(importOutcome(job({ status: 'failed', message: M.keyRejected }))).toEqual({
      success: null,
      error: M.keyRejected,
    })
    expect(importOutcome(job({ status: 'failed' })).error).toBe(M.importFailed)
  })
})
