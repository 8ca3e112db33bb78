import { Link, useNavigate } from 'react-router'
import { ChevronRight, Heart, LogOut, Package, Settings, User } from 'lucide-react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useSession, useSignOut } from '@/features/auth'

const LINKS = [
  { to: '/orders', label: 'Orders', description: 'Track and review your orders', icon: Package },
  { to: '/wishlist', label: 'Wishlist', description: 'Products you saved for later', icon: Heart },
  { to: '/settings', label: 'Settings', description: 'Notifications and shipping addresses', icon: Settings },
  { to: '/profile', label: 'Profile', description: 'Name, username, avatar and preferences', icon: User },
]

/** The short account page, /account (docs/accounts.md#profiles). */
export function AccountPage() {
  const { user, profile } = useSession()
  const navigate = useNavigate()
  const signOut = useSignOut({ onSuccess: () => navigate('/login') })
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="font-mono text-xs tracking-widest text-primary uppercase">Account</p>
      <h1 className="mt-1 mb-6 text-3xl font-bold sm:text-4xl">Account Settings</h1>
      {user && (
        <div className="mb-6 flex items-center gap-4">
          <Avatar src={profile?.avatar_url} name={profile?.full_name || user.email} size="lg" />
          <div className="min-w-0">
            <p className="truncate font-semibold">{profile?.full_name || 'User'}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </div>
        </div>
      )}
      <Card>
        <nav aria-label="Account">
          <ul className="divide-y">
            {LINKS.map(({ to, label, description, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-4 px-5 py-4 transition-colors duration-150 first:rounded-t-[12px] hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
                >
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium">{label}</span>
                    <span className="text-sm text-muted-foreground">{description}</span>
                  </span>
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Card>
      <Button
        variant="outline"
        className="mt-6 w-full sm:w-auto"
        onClick={() => signOut.mutate()}
        loading={signOut.isPending}
      >
        <LogOut aria-hidden="true" />
        Sign Out
      </Button>
    </div>
  )
}
