import { useEffect } from 'react'
import { toast } from 'sonner'

/** Says so once per failed load, with a Retry that loads again (what was shown stays). */
export function useLoadErrorToast(
  query: { isError: boolean; errorUpdatedAt: number; refetch: () => unknown },
  message: string,
) {
  const { isError, errorUpdatedAt, refetch } = query
  useEffect(() => {
    if (!isError) return
    toast.error(message, {
      id: `admin-marketing-load-${message}`,
      action: { label: 'Retry', onClick: () => void refetch() },
    })
  }, [isError, errorUpdatedAt, message, refetch])
}
