import { Link, NavLink, Outlet, ScrollRestoration, useNavigate } from 'react-router'
import { ArrowLeft, LogOut, ShieldCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useSession, useSignOut } from '@/features/auth'
import { ADMIN_SCREENS } from '../admin/screens'
import { ThemeToggle } from './top-bar/theme-toggle'

/** The back office frame: its own navigation (a sidebar on wide screens, a scrolling strip on phones). */
export function AdminLayout() {
  const { user } = useSession()
  const navigate = useNavigate()
  const signOut = useSignOut({ onSuccess: () => navigate('/admin/login', { replace: true }) })
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
      'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
      isActive ? 'bg-primary/10 text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
    )
  const nav = ADMIN_SCREENS.map((s) => (
    <NavLink key={s.path} to={s.path} end={s.end} className={linkClass}>
      <s.icon className="size-4" aria-hidden="true" />
      {s.label}
    </NavLink>
  ))
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-screen-2xl items-center gap-3 px-4">
          <Link to="/admin" className="flex items-center gap-2 font-display font-bold">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            RDO Admin
          </Link>
          <div className="ml-auto flex items-center gap-1">
            <span
              className="hidden max-w-56 truncate text-sm text-muted-foreground sm:inline"
              title={user?.email}
            >
              Signed in as <span className="font-medium text-foreground">{user?.email}</span>
            </span>
            <ThemeToggle />
            <Button variant="ghost" size="sm" asChild>
              <Link to="/">
                <ArrowLeft aria-hidden="true" />
                Shop
              </Link>
            </Button>
            <Button variant="ghost" size="sm" loading={signOut.isPending} onClick={() => signOut.mutate()}>
              <LogOut aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Sign Out</span>
            </Button>
          </div>
        </div>
        <nav aria-label="Back office" className="border-t lg:hidden">
          <div className="mx-auto flex max-w-screen-2xl gap-1 overflow-x-auto px-4 py-1.5">{nav}</div>
        </nav>
      </header>
      <div className="mx-auto flex w-full max-w-screen-2xl flex-1 gap-6 px-4">
        <aside className="hidden w-52 shrink-0 border-r py-6 pr-4 lg:block">
          <nav aria-label="Back office" className="sticky top-20 flex flex-col gap-1">
            {nav}
          </nav>
        </aside>
        <main id="admin-main" className="min-w-0 flex-1 py-6">
          <Outlet />
        </main>
      </div>
      <ScrollRestoration />
    </div>
  )
}
