import { useEffect } from 'react'
import { apiPath } from '@rdo/contracts/paths'
import { useQueryClient } from '@tanstack/react-query'
import { parseLiveCounts } from '../lib/live-counts'
import { writeDesignFigures } from './design-cache'

const RETRY_MIN_MS = 3_000
const RETRY_MAX_MS = 60_000

/**
 * While a design page is open, its counters follow everyone's votes, dislikes and comments: the
 * server streams `counts` events and each one goes into the cache the page reads. Browser only; the
 * stream closes when the page does.
 */
export function useDesignLive(designId: string) {
  const queryClient = useQueryClient()

  useEffect(() => {
    if (!designId || typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let retryDelay = RETRY_MIN_MS
    let closed = false

    const open = () => {
      const current = new EventSource(apiPath('/api/community-designs/:id/events', { id: designId }))
      source = current
      current.addEventListener('open', () => {
        retryDelay = RETRY_MIN_MS
      })
      current.addEventListener('counts', (event) => {
        const counts = parseLiveCounts((event as MessageEvent<string>).data)
        if (!counts || counts.design_id !== designId) return
        writeDesignFigures(queryClient, designId, counts)
      })
      // The browser retries a dropped stream itself but gives up on an HTTP error (a restart answering
      // 502): try again later, backing off, while the page is still open.
      current.addEventListener('error', () => {
        if (closed || current.readyState !== EventSource.CLOSED) return
        clearTimeout(retryTimer)
        retryTimer = setTimeout(open, retryDelay)
        retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS)
      })
    }
    open()
    return () => {
      closed = true
      clearTimeout(retryTimer)
      source?.close()
    }
  }, [designId, queryClient])
}
