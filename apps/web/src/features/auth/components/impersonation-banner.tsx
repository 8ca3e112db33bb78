import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { useSession } from '../api/get-session'
import { stopImpersonating } from '../api/stop-impersonating'

/**
 * Shown across the top of the shop while an admin browses as a customer. Ending it restores the admin's
 * session and reloads the app on that customer's back-office page (every cached query was the
 * customer's). Part of the shop's first download, so it stays small and imports no schema code.
 */
export function ImpersonationBanner() {
  const { user, impersonatedBy } = useSession()
  const [ending, setEnding] = useState(false)
  if (!user || !impersonatedBy) return null
  const end = async () => {
    setEnding(true)
    try {
      const { user_id, restored } = await stopImpersonating()
      window.location.assign(restored ? `/admin/users/${encodeURIComponent(user_id)}` : '/admin/login')
    } catch {
      setEnding(false)
      toast.error('Failed to end impersonation')
    }
  }
  return (
    <div role="region" aria-label="Impersonation" className="border-b border-warning/30 bg-warning-soft">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6">
        <p className="min-w-0 break-words">
          You are browsing as <strong className="font-semibold">{user.email}</strong> (impersonated by{' '}
          {impersonatedBy.email || 'an admin'})
        </p>
        <Button size="sm" variant="secondary" loading={ending} onClick={() => void end()}>
          End impersonation
        </Button>
      </div>
    </div>
  )
}
