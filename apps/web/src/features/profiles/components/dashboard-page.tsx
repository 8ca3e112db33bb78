import { Link, useNavigate } from 'react-router'
import { Heart, Image, LifeBuoy, LogOut, Package, Settings } from 'lucide-react'
import { toast } from 'sonner'
import { DASHBOARD_MESSAGES } from '@rdo/contracts'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useSession, useSignOut } from '@/features/auth'
import { useDashboardSection } from '../hooks/use-dashboard-section'
import { ActivitySection } from './activity-section'
import { OverviewSection } from './overview-section'
import { SecuritySection } from './security-section'
import { WalletSection } from './wallet-section'

const SIDE_LINKS = [
  { to: '/orders', label: 'Orders', icon: Package },
  { to: '/wishlist', label: 'Wishlist', icon: Heart },
  { to: '/my-designs', label: 'My Designs', icon: Image },
  { to: '/support', label: 'Support', icon: LifeBuoy },
  { to: '/settings', label: 'Settings', icon: Settings },
]

const SECTIONS = [
  { value: 'overview', label: 'Overview', content: <OverviewSection /> },
  { value: 'activity', label: 'Recent Activity', content: <ActivitySection /> },
  { value: 'security', label: 'Security', content: <SecuritySection /> },
  { value: 'wallet', label: 'Wallet', content: <WalletSection /> },
]

/** /dashboard, docs/accounts.md#dashboard (RequireAuth sends signed-out visitors to /login and spins while loading). */
export function DashboardPage() {
  const { user, profile } = useSession()
  const navigate = useNavigate()
  const { section, setSection } = useDashboardSection()
  const signOut = useSignOut({
    onSuccess: () => {
      toast.success(DASHBOARD_MESSAGES.loggedOut)
      navigate('/login')
    },
  })
  const name = profile?.full_name?.trim() || 'User'

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-8 flex items-center gap-4">
        <Avatar src={profile?.avatar_url} name={profile?.full_name || user?.email || 'User'} size="lg" />
        <div className="min-w-0">
          <p className="font-mono text-xs tracking-widest text-primary uppercase">Dashboard</p>
          <h1 className="text-2xl font-bold break-words sm:text-3xl">Welcome back, {name}</h1>
          <p className="text-sm break-all text-muted-foreground">
            {user?.email}
            {profile?.username && <span className="font-mono"> · @{profile.username}</span>}
          </p>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_15rem]">
        <Tabs value={section} onValueChange={setSection} className="min-w-0">
          <TabsList
            aria-label="Dashboard sections"
            className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto"
          >
            {SECTIONS.map((s) => (
              <TabsTrigger key={s.value} value={s.value} className="flex-1 sm:flex-none">
                {s.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {SECTIONS.map((s) => (
            <TabsContent key={s.value} value={s.value}>
              <h2 className="sr-only">{s.label}</h2>
              {s.content}
            </TabsContent>
          ))}
        </Tabs>

        <aside className="flex flex-col gap-4">
          <Card className="p-2">
            <nav aria-label="Your account">
              <ul className="flex flex-col">
                {SIDE_LINKS.map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors duration-150 hover:bg-muted"
                    >
                      <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </Card>
          <Button variant="outline" onClick={() => signOut.mutate()} loading={signOut.isPending}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </aside>
      </div>
    </div>
  )
}
