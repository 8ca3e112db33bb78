import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Copies text to the clipboard; `copied` stays true for `ms` afterwards (a button reads "Copied").
 * Resolves false when the browser refuses (no permission, not a secure context).
 */
export function useCopyText(ms: number) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text)
      } catch {
        return false
      }
      setCopied(true)
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => setCopied(false), ms)
      return true
    },
    [ms],
  )

  return { copied, copy }
}
