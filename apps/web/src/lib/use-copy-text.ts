import { useCallback } from 'react'
import { useTimedFlag } from './use-timed-flag'

/**
 * Copies text to the clipboard; `copied` stays true for `ms` afterwards (a button reads "Copied").
 * Resolves false when the browser refuses (no permission, not a secure context).
 */
export function useCopyText(ms: number) {
  const [copied, showCopied] = useTimedFlag(ms)

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text)
      } catch {
        return false
      }
      showCopied()
      return true
    },
    [showCopied],
  )

  return { copied, copy }
}
