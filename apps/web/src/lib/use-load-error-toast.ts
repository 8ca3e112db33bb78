import { useEffect } from 'react'
import { toast } from 'sonner'

type Load = { isError: boolean; errorUpdatedAt: number; refetch: () => unknown }

/**
 * Says so once per failed load; whatever was shown before stays. The toast offers a Retry that loads again
 * unless `retry: false`. One toast per `scope` and message: a second failure replaces it instead of stacking.
 */
export function useLoadErrorToast(
  query: Load,
  message: string,
  { scope, retry = true }: { scope: string; retry?: boolean },
) {
  const { isError, errorUpdatedAt, refetch } = query
  useEffect(() => {
    if (!isError) return
    toast.error(message, {
      id: `${scope}-load-${message}`,
      action: retry ? { label: 'Retry', onClick: () => void refetch() } : undefined,
    })
  }, [isError, errorUpdatedAt, message, refetch, scope, retry])
}
