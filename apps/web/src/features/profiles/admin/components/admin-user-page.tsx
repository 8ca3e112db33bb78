import { useEffect } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { UserX } from 'lucide-react'
import { toast } from 'sonner'
import { ADMIN_USER_MESSAGES } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useSession } from '@/features/auth'
import { isApiError } from '@/lib/api-client'
import { BackLink } from '@/components/admin/back-link'
import { useUser } from '../api/get-user'
import { UserHeader } from './user-header'
import { UserOverview } from './user-overview'
import { UserDesignsList, UserOrdersList, UserTicketsList } from './user-tab-lists'

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'orders', label: 'Orders' },
  { value: 'designs', label: 'Designs' },
  { value: 'support', label: 'Support' },
] as const
type Tab = (typeof TABS)[number]['value']

function UserNotFound() {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-3 p-8 text-center">
      <UserX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="font-display text-2xl font-bold">{ADMIN_USER_MESSAGES.notFoundTitle}</h1>
      <p className="text-sm text-muted-foreground">This account does not exist or was deleted.</p>
      <Button asChild variant="outline">
        <Link to="/admin">Back to dashboard</Link>
      </Button>
    </Card>
  )
}

/** /admin/users/:userId — one account: header, then overview, orders, designs and support tabs. */
export function AdminUserPage() {
  const { userId = '' } = useParams()
  const navigate = useNavigate()
  const [search, setSearch] = useSearchParams()
  const { user: self } = useSession()
  const detail = useUser(userId)
  const notFound = isApiError(detail.error) && detail.error.status === 404
  const tabParam = search.get('tab')
  const tab: Tab = TABS.some((t) => t.value === tabParam) ? (tabParam as Tab) : 'overview'

  useEffect(() => {
    if (detail.isError && !notFound) {
      toast.error(ADMIN_USER_MESSAGES.loadFailed)
      navigate('/admin', { replace: true })
    }
  }, [detail.isError, notFound, navigate])

  if (notFound) return <UserNotFound />
  if (!detail.data) {
    return (
      <div className="space-y-4" aria-busy="true">
        <BackLink to="/admin">Back to dashboard</BackLink>
        <Skeleton className="h-44 w-full rounded-xl" />
        <Skeleton className="h-10 w-80" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    )
  }
  const isSelf = self?.id === detail.data.profile.id
  // Each tab's list starts from its first page with its own sort.
  const selectTab = (next: string) => setSearch(next === 'overview' ? {} : { tab: next }, { replace: true })

  return (
    <div className="space-y-6">
      <BackLink to="/admin">Back to dashboard</BackLink>
      <UserHeader user={detail.data.profile} isSelf={isSelf} />
      <Tabs value={tab} onValueChange={selectTab}>
        <div className="-mx-4 overflow-x-auto px-4">
          <TabsList>
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="overview" className="mt-4">
          {tab === 'overview' && <UserOverview detail={detail.data} isSelf={isSelf} />}
        </TabsContent>
        <TabsContent value="orders" className="mt-4">
          {tab === 'orders' && <UserOrdersList userId={userId} />}
        </TabsContent>
        <TabsContent value="designs" className="mt-4">
          {tab === 'designs' && <UserDesignsList userId={userId} />}
        </TabsContent>
        <TabsContent value="support" className="mt-4">
          {tab === 'support' && <UserTicketsList userId={userId} />}
        </TabsContent>
      </Tabs>
    </div>
  )
}
