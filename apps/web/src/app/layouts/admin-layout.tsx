import { Link, Outlet, ScrollRestoration, useNavigate } from 'react-router'
import { ArrowLeft, LogOut, ShieldCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useSession, useSignOut } from '@/features/auth'
import { ThemeToggle } from './top-bar/theme-toggle'

export function AdminLayout() {
  const { user } = useSession()
  const navigate = useNavigate()
  const signOut = useSignOut({ onSuccess: () => navigate('/admin/login', { replace: true }) })
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-screen-2xl items-center gap-3 px-4">
          <Link to="/admin" className="flex items-center gap-2 font-display font-bold">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            RDO Admin
          </Link>
          <div className="ml-auto flex items-center gap-1">
            <span className="hidden text-sm text-muted-foreground sm:inline">{user?.email}</span>
            <ThemeToggle />
            <Button variant="ghost" size="sm" asChild>
              <Link to="/">
                <ArrowLeft aria-hidden="true" />
                Shop
              </Link>
            </Button>
            <Button variant="ghost" size="sm" loading={signOut.isPending} onClick={() => signOut.mutate()}>
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-screen-2xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  )
}
