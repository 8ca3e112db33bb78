import { useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { toast } from 'sonner'
import { PageSpinner } from '@/components/ui/spinner'
import { useSession } from '@/features/auth'

/**
 * Spinner while the session loads. A visitor goes to /admin/login carrying the location; a signed-in
 * customer is told 'Unauthorized access' and sent back to the shop (docs/accounts.md#admin-portal).
 */
export function AdminGuard() {
  const { isPending, user } = useSession()
  const location = useLocation()
  const refused = !isPending && !!user && user.role !== 'admin'
  useEffect(() => {
    if (refused) toast.error('Unauthorized access', { id: 'admin-unauthorized' })
  }, [refused])
  if (isPending) return <PageSpinner />
  if (!user) return <Navigate to="/admin/login" replace state={{ from: location }} />
  if (refused) return <Navigate to="/" replace />
  return <Outlet />
}
