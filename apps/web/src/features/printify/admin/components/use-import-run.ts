import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { PrintifyImport, PrintifyImportBody } from '@rdo/contracts/printify'
import { usePrintifyImport } from '../api/get-printify-import'
import { printifyAdminKeys } from '../api/printify-admin-keys'
import { useStartPrintifyImport } from '../api/start-printify-import'
import { importOutcome, isImportFinished } from '../lib/import-progress'
import { importStartProblem } from '../lib/load-problem'

/**
 * Starts an import and follows it to its end. Lives at the page, so an import still reports (toasts, then
 * both tabs reload) when the admin switched to Manage Products meanwhile.
 */
export function useImportRun(onFinished: (job: PrintifyImport) => void) {
  const queryClient = useQueryClient()
  const [importId, setImportId] = useState<string | null>(null)
  const start = useStartPrintifyImport()
  const progress = usePrintifyImport(importId)
  const announced = useRef<string | null>(null)
  const notifyFinished = useEffectEvent(onFinished)
  const job = importId ? progress.data : undefined

  useEffect(() => {
    if (!job || !isImportFinished(job.status) || announced.current === job.id) return
    announced.current = job.id
    const outcome = importOutcome(job)
    if (outcome.success) toast.success(outcome.success)
    if (outcome.error) toast.error(outcome.error)
    void queryClient.invalidateQueries({ queryKey: printifyAdminKeys.shopProducts })
    void queryClient.invalidateQueries({ queryKey: printifyAdminKeys.imported })
    notifyFinished(job)
  }, [job, queryClient])

  const run = useCallback(
    async (body: PrintifyImportBody) => {
      try {
        const { import: started } = await start.mutateAsync(body)
        setImportId(started.id)
      } catch (error) {
        toast.error(importStartProblem(error))
      }
    },
    [start],
  )

  return {
    run,
    job,
    isStarting: start.isPending,
    isRunning: !!job && !isImportFinished(job.status),
    /** The progress could not be read (the import itself carries on on the server). */
    pollFailed: progress.isError,
    retryPoll: () => void progress.refetch(),
    dismiss: () => setImportId(null),
  }
}

export type ImportRun = ReturnType<typeof useImportRun>
