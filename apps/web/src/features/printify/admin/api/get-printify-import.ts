import { useQuery } from '@tanstack/react-query'
import type { PrintifyImport, PrintifyImportResponse } from '@rdo/contracts/printify'
import { PRINTIFY_IMPORT_POLL_MS } from '@rdo/contracts/printify-messages'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { isImportFinished } from '../lib/import-progress'
import { printifyAdminKeys } from './printify-admin-keys'

const getImport = async (id: string): Promise<PrintifyImport> =>
  (await api.get<PrintifyImportResponse>(apiPath('/api/admin/printify/imports/:id', { id }))).import

/** An import's progress, read again every second until it is done or failed. */
export function usePrintifyImport(id: string | null) {
  return useQuery({
    queryKey: printifyAdminKeys.import(id ?? ''),
    queryFn: () => getImport(id ?? ''),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => {
      const job = query.state.data
      return job && isImportFinished(job.status) ? false : PRINTIFY_IMPORT_POLL_MS
    },
    refetchIntervalInBackground: true,
  })
}
