import type { ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { PageSpinner } from '@/components/ui/spinner'
import { useSession } from '@/features/auth'

/**
 * Signed-in-only pages. Use as a layout route (`{ element: <RequireAuth />, children: [...] }`)
 * or around one element. Signed-out visitors go to /login, which returns them here afterwards.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { isPending, user } = useSession()
  const location = useLocation()
  if (isPending) return <PageSpinner />
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />
  return children ?? <Outlet />
}
