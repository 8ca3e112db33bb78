import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { ADMIN_USER_MESSAGES, type AdminSendNotificationBody } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'

export function sendNotification(body: AdminSendNotificationBody) {
  return api.post(apiPath('/api/admin/notifications'), body)
}

export function useSendNotification({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: () => {
      toast.success(ADMIN_USER_MESSAGES.notificationSent)
      onSuccess?.()
    },
    onError: (error) => {
      const detail = errorMessage(error, '')
      toast.error(ADMIN_USER_MESSAGES.notificationFailed, { description: detail || undefined })
    },
  })
}
