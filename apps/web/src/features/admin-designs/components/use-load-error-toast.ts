import { useEffect } from 'react'
import { toast } from 'sonner'

/** Says so once per failed load (the list keeps what it showed before). */
export function useLoadErrorToast(query: { isError: boolean; errorUpdatedAt: number }, message: string) {
  const { isError, errorUpdatedAt } = query
  useEffect(() => {
    if (isError) toast.error(message, { id: `load-error-${message}` })
  }, [isError, errorUpdatedAt, message])
}
