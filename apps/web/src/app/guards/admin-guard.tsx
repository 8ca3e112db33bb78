import { Navigate, Outlet, useLocation } from 'react-router'
import { PageSpinner } from '@/components/ui/spinner'
import { useSession } from '@/features/auth'

/** Spinner while the session loads; no user or a non-admin goes to /admin/login with the origin (docs/accounts.md#admin-portal). */
export function AdminGuard() {
  const { isPending, user } = useSession()
  const location = useLocation()
  if (isPending) return <PageSpinner />
  if (!user || user.role !== 'admin') {
    return <Navigate to="/admin/login" replace state={{ from: location }} />
  }
  return <Outlet />
}
