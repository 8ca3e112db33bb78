import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { apiPath } from '@rdo/contracts/paths'
import { datedCsvName, filenameFromDisposition } from '../lib/download'

/**
 * Downloads the active subscribers as CSV. Fetched rather than linked so the admin is told whether it
 * worked; the file is then handed to the browser as a download under the server's name.
 */
async function exportSubscribers() {
  const response = await fetch(apiPath('/api/admin/subscribers/export.csv'), {
    credentials: 'include',
    headers: { Accept: 'text/csv' },
  })
  if (!response.ok) throw new Error(`Export answered ${response.status}`)
  const blob = await response.blob()
  const name = filenameFromDisposition(
    response.headers.get('Content-Disposition'),
    datedCsvName('subscribers', new Date()),
  )
  const url = URL.createObjectURL(blob)
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = name
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // The click has handed the blob to the download; revoking on the next tick keeps it valid until then.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
}

export function useExportSubscribers() {
  return useMutation({
    mutationFn: exportSubscribers,
    onSuccess: () => toast.success(M.exported),
    onError: () => toast.error(M.exportFailed),
  })
}
