import { NavLink, useNavigate } from 'react-router'
import { LogIn, LogOut, Shield, ShoppingCart } from 'lucide-react'
import { Avatar } from '@/components/ui/avatar'
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'
import { useSession, useSignOut } from '@/features/auth'
import { useCartCount } from '@/features/cart'
import { ACCOUNT_LINKS, MAIN_LINK_ICONS, MAIN_LINKS } from './nav-links'
import { ThemeToggle } from './theme-toggle'

const itemClass = ({ isActive }: { isActive?: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors hover:bg-muted [&_svg]:size-4 [&_svg]:text-muted-foreground',
    isActive && 'bg-muted',
  )

interface MobileMenuSheetProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus returns on close (the trigger lives outside this lazily loaded module). */
  returnFocusTo: () => void
}

/** Mirrors the top-bar links and the account menu on small screens. */
export function MobileMenuSheet({ open, onOpenChange, returnFocusTo }: MobileMenuSheetProps) {
  const { user, profile, isAdmin } = useSession()
  const cartCount = useCartCount()
  const navigate = useNavigate()
  const close = () => onOpenChange(false)
  const signOut = useSignOut({
    onSuccess: () => {
      close()
      navigate('/')
    },
  })

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="mobile-menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo()
        }}
      >
        <DialogTitle className="font-display text-lg font-bold">Menu</DialogTitle>
        <DialogDescription className="sr-only">Site navigation and account links</DialogDescription>
        {user && (
          <div className="flex items-center gap-3 rounded-[12px] border p-3">
            <Avatar src={profile?.avatar_url} name={profile?.full_name || user.email} size="md" />
            <div className="min-w-0 text-sm">
              <p className="truncate font-semibold">{profile?.full_name?.trim() || 'User'}</p>
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
              {profile?.username && (
                <p className="truncate font-mono text-xs text-primary">@{profile.username}</p>
              )}
            </div>
          </div>
        )}
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {MAIN_LINKS.map(({ to, label }) => {
            const Icon = MAIN_LINK_ICONS[to]
            return (
              <NavLink key={to} to={to} end={to === '/'} className={itemClass} onClick={close}>
                {Icon && <Icon aria-hidden="true" />}
                {label}
              </NavLink>
            )
          })}
          {isAdmin && (
            <NavLink to="/admin" className={itemClass} onClick={close}>
              <Shield aria-hidden="true" />
              Admin
            </NavLink>
          )}
          <NavLink to="/cart" className={itemClass} onClick={close}>
            <ShoppingCart aria-hidden="true" />
            Cart
            {cartCount > 0 && <span className="ml-auto font-mono text-xs">{cartCount}</span>}
          </NavLink>
          {!user && (
            <NavLink to="/login" className={itemClass} onClick={close}>
              <LogIn aria-hidden="true" />
              Login
            </NavLink>
          )}
        </nav>
        {user && (
          <nav aria-label="Account" className="flex flex-col gap-1 border-t pt-4">
            {ACCOUNT_LINKS.map(({ to, label, icon: Icon }) => (
              <NavLink key={to} to={to} className={itemClass} onClick={close}>
                <Icon aria-hidden="true" />
                {label}
              </NavLink>
            ))}
            <button
              type="button"
              className={itemClass({})}
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              <LogOut aria-hidden="true" />
              Sign Out
            </button>
          </nav>
        )}
        <div className="mt-auto flex items-center justify-between border-t pt-4 text-sm text-muted-foreground">
          Theme
          <ThemeToggle />
        </div>
      </SheetContent>
    </Dialog>
  )
}
