import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PrintifyImportBody, PrintifyImportResponse } from '@rdo/contracts/printify'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { printifyAdminKeys } from './printify-admin-keys'

const startImport = (body: PrintifyImportBody) =>
  api.post<PrintifyImportResponse>(apiPath('/api/admin/printify/imports'), body)

/** Queues an import; its first progress reading seeds the poll so the bar shows at once. */
export function useStartPrintifyImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startImport,
    onSuccess: ({ import: job }) => queryClient.setQueryData(printifyAdminKeys.import(job.id), job),
  })
}
