import type { PrintifyImport, PrintifyImportFailure, PrintifyImportStatus } from '@rdo/contracts/printify'
import { PRINTIFY_MESSAGES as M } from '@rdo/contracts/printify-messages'

export const isImportFinished = (status: PrintifyImportStatus) => status === 'done' || status === 'failed'

/** Products the import took in: new, updated and already up to date alike. */
export const importSucceeded = (job: Pick<PrintifyImport, 'imported' | 'updated' | 'unchanged'>) =>
  job.imported + job.updated + job.unchanged

/** Whole percent processed, 0–100; an empty import that ended counts as complete. */
export function importPercent(job: Pick<PrintifyImport, 'done' | 'total' | 'status'>): number {
  if (job.total <= 0) return job.status === 'done' ? 100 : 0
  return Math.min(100, Math.max(0, Math.floor((job.done / job.total) * 100)))
}

/** "2 of 3" */
export const progressText = (job: Pick<PrintifyImport, 'done' | 'total'>) =>
  `${job.done.toLocaleString('en-US')} of ${job.total.toLocaleString('en-US')}`

export const progressValueText = (job: Pick<PrintifyImport, 'done' | 'total'>) =>
  `${progressText(job)} products processed`

export const STATUS_LABELS: Record<PrintifyImportStatus, string> = {
  queued: 'Waiting to start',
  running: 'Importing',
  done: 'Finished',
  failed: 'Failed',
}

export type ImportCount = {
  key: 'imported' | 'updated' | 'unchanged' | 'failed'
  label: string
  value: number
}

export function importCounts(job: PrintifyImport): ImportCount[] {
  return [
    { key: 'imported', label: 'Imported', value: job.imported },
    { key: 'updated', label: 'Updated', value: job.updated },
    { key: 'unchanged', label: 'Unchanged', value: job.unchanged },
    { key: 'failed', label: 'Failed', value: job.failed.length },
  ]
}

const NAMED_FAILURES = 3

/** "2 products could not be imported: Tee, Hoodie" (the first few names; the panel lists them all). */
export function failureSummary(failures: readonly PrintifyImportFailure[]): string | null {
  if (failures.length === 0) return null
  const names = failures.slice(0, NAMED_FAILURES).map((f) => f.title)
  const more = failures.length - names.length
  const subject = failures.length === 1 ? '1 product' : `${failures.length} products`
  return `${subject} could not be imported: ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}`
}

export type ImportOutcome = {
  /** The success toast, when at least one product went in. */
  success: string | null
  /** The error toast: the import could not run, or some products failed. */
  error: string | null
}

/**
 * The toasts when an import ends. The success text is the server's ('Successfully imported N products',
 * N = imported + updated + unchanged: every product processed without error, re-imports included).
 */
export function importOutcome(job: PrintifyImport): ImportOutcome {
  if (job.status === 'failed') return { success: null, error: job.message ?? M.importFailed }
  const succeeded = importSucceeded(job)
  return {
    success: succeeded > 0 || job.failed.length === 0 ? (job.message ?? M.importedN(succeeded)) : null,
    error: failureSummary(job.failed),
  }
}
