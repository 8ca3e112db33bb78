import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { DROP_MESSAGES } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'

const NOTIFY_FAILED = 'Could not save your request: please try again'

/** POST /api/drops/:id/notify: told (bell and email) when the drop opens. */
export function useAskDropNotify(dropId: string) {
  return useMutation({
    mutationFn: () => api.post<{ message: string }>(apiPath('/api/drops/:id/notify', { id: dropId })),
    onSuccess: () => toast.success(DROP_MESSAGES.notifyAsked),
    onError: (error) => toast.error(errorMessage(error, NOTIFY_FAILED)),
  })
}
