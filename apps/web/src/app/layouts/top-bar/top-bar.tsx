import { lazy, Suspense } from 'react'
import { Link, NavLink as RouterNavLink } from 'react-router'
import { Shield } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useSession } from '@/features/auth'
import { loadNotificationBell } from '@/features/notifications'
import { useHydrated } from '@/lib/use-hydrated'
import { CartLink } from './cart-link'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { MAIN_LINKS } from './nav-links'
import { ThemeToggle } from './theme-toggle'

// Signed-in chrome loads on demand, so anonymous visitors never download the menus' code.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })))
const NotificationBell = lazy(() => loadNotificationBell().then((m) => ({ default: m.NotificationBell })))
const iconSlot = <span className="block size-10" aria-hidden="true" />

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors duration-150 hover:text-foreground',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  )

export function TopBar() {
  const { isPending, user, isAdmin } = useSession()
  // The signed-in menus load their code after hydration; the server renders their placeholders.
  const hydrated = useHydrated()
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Logo className="mr-4" />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {MAIN_LINKS.map((link) => (
            <RouterNavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass}>
              {link.to === '/token' ? (
                <span className="text-brand-gradient font-semibold">{link.label}</span>
              ) : (
                link.label
              )}
            </RouterNavLink>
          ))}
          {isAdmin && (
            <RouterNavLink to="/admin" className={linkClass}>
              <span className="inline-flex items-center gap-1.5">
                <Shield className="size-4" aria-hidden="true" />
                Admin
              </span>
            </RouterNavLink>
          )}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <div className="hidden sm:block">
            <ThemeToggle />
          </div>
          {user &&
            (hydrated ? (
              <Suspense fallback={iconSlot}>
                <NotificationBell />
              </Suspense>
            ) : (
              iconSlot
            ))}
          <CartLink />
          {/* Reserve the slot while the session loads so the bar does not jump. */}
          {isPending ? (
            <span className="hidden size-10 lg:block" aria-hidden="true" />
          ) : user ? (
            <div className="hidden size-10 items-center justify-center lg:flex">
              {hydrated && (
                <Suspense fallback={null}>
                  <AccountMenu />
                </Suspense>
              )}
            </div>
          ) : (
            <Button asChild size="sm" variant="secondary" className="ml-1 hidden lg:inline-flex">
              <Link to="/login">Login</Link>
            </Button>
          )}
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
