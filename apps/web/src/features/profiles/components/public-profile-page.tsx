import { useEffect } from 'react'
import { Link, Navigate, useParams } from 'react-router'
import { CalendarDays, UserX } from 'lucide-react'
import { toast } from 'sonner'
import { PROFILE_MESSAGES } from '@rdo/contracts'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { isApiError } from '@/lib/api-client'
import { formatDate } from '@/lib/format'
import type { PageMetaOf, Prefetch } from '@/lib/prefetch'
import {
  getPublicProfileQueryOptions,
  usePublicProfile,
  type PublicProfileKey,
} from '../api/get-public-profile'
import { PublicDesignGrid } from './public-design-grid'

const keyOf = (params: { username?: string; userId?: string }): PublicProfileKey =>
  params.userId ? { id: params.userId } : { username: params.username ?? '' }

// The page renders in the browser; the server loads the profile only for the shared link's title and card.
export const prefetch: Prefetch = ({ queryClient, params }) =>
  queryClient.prefetchQuery(getPublicProfileQueryOptions(keyOf(params)))

export const meta: PageMetaOf = ({ queryClient, params }) => {
  const p = queryClient.getQueryData(getPublicProfileQueryOptions(keyOf(params)).queryKey)
  if (!p) return { title: 'User Not Found | RDO Shop' }
  const designs = `${p.stats.designs} community design${p.stats.designs === 1 ? '' : 's'}`
  return {
    title: `${p.display_name} | RDO Shop`,
    description: `${p.display_name} on RDO Shop: ${designs}.`,
    image: p.avatar_url ?? undefined,
  }
}

/** /user/{username} and /user/id/{userId} (docs/accounts.md#public-profiles). */
export function PublicProfilePage() {
  const { username, userId } = useParams()
  const key = keyOf({ username, userId })
  const profile = usePublicProfile(key)
  const notFound = isApiError(profile.error) && profile.error.status === 404
  const failed = profile.isError && !notFound

  useEffect(() => {
    if (failed) toast.error(PROFILE_MESSAGES.loadUserFailed)
  }, [failed])

  if (failed) return <Navigate to="/" replace />
  if (notFound) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
        <UserX className="size-12 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-3xl font-bold">{PROFILE_MESSAGES.userNotFoundTitle}</h1>
        <p className="text-muted-foreground">There is no one here by that name.</p>
        <Button asChild>
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    )
  }

  const data = profile.data
  const stats = data
    ? [
        { label: 'Designs', value: data.stats.designs },
        { label: 'Votes received', value: data.stats.total_votes },
        { label: 'Net score', value: data.stats.net_score },
      ]
    : []

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Card className="overflow-hidden">
        <div aria-hidden="true" className="h-24 bg-brand-gradient opacity-30 sm:h-28" />
        {data ? (
          <div className="-mt-12 flex flex-col items-center gap-4 px-6 pb-6 text-center sm:flex-row sm:items-start sm:gap-6 sm:px-8 sm:pb-8 sm:text-left">
            <Avatar
              src={data.avatar_url}
              name={data.full_name || data.username || 'Anonymous'}
              size="xl"
              className="ring-4 ring-card"
            />
            <div className="min-w-0 flex-1 sm:mt-14">
              <h1 className="text-3xl font-bold break-words">{data.display_name}</h1>
              <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
                <CalendarDays className="size-4" aria-hidden="true" />
                Joined {formatDate(data.created_at)}
              </p>
            </div>
            <dl className="grid grid-cols-3 gap-6 sm:mt-16">
              {stats.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse text-center">
                  <dt className="text-xs text-muted-foreground">{stat.label}</dt>
                  <dd className="font-mono text-2xl font-semibold">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : (
          <div className="-mt-12 flex items-end gap-6 px-6 pb-6 sm:px-8 sm:pb-8">
            <Skeleton className="size-24 rounded-full ring-4 ring-card" />
            <div className="flex flex-col gap-2">
              <Skeleton className="h-8 w-48" />
              <Skeleton className="h-4 w-32" />
            </div>
          </div>
        )}
      </Card>

      <section className="mt-10" aria-labelledby="designs-heading">
        <h2 id="designs-heading" className="mb-4 text-2xl font-bold">
          Community designs
        </h2>
        <PublicDesignGrid designs={data?.designs} />
      </section>
    </div>
  )
}
