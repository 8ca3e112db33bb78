import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { ExternalLink, Pencil } from 'lucide-react'
import { toast } from 'sonner'
import { PROFILE_MESSAGES } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDate } from '@/lib/format'
import { useProfile } from '../api/get-profile'
import { useProfileSummary } from '../api/get-profile-summary'
import { AvatarEditor } from './avatar-editor'
import { ProfileDetails } from './profile-details'
import { ProfileEditForm } from './profile-edit-form'
import { ProfilePreferences } from './profile-preferences'
import { SummaryCards } from './summary-cards'

export function ProfilePage() {
  const profile = useProfile()
  const summary = useProfileSummary()
  const [editing, setEditing] = useState(false)

  useEffect(() => {
    if (profile.isError) toast.error(PROFILE_MESSAGES.loadFailed)
  }, [profile.isError])
  useEffect(() => {
    if (summary.isError) toast.error(PROFILE_MESSAGES.loadDataFailed)
  }, [summary.isError])

  const data = profile.data
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-mono text-xs tracking-widest text-primary uppercase">Account</p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">My Profile</h1>
        </div>
        {data && !editing && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit Profile
          </Button>
        )}
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="p-6 sm:p-8">
            {data ? (
              <>
                <div className="mb-8 flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
                  <AvatarEditor src={data.avatar_url} name={data.full_name || data.email} />
                  <div className="min-w-0">
                    <p className="font-display text-2xl font-semibold break-words">
                      {data.full_name || 'User'}
                    </p>
                    {data.username && <p className="font-mono text-sm text-primary">@{data.username}</p>}
                    <p className="mt-1 text-sm text-muted-foreground">
                      Member since {formatDate(data.created_at)}
                    </p>
                    <Link
                      to={data.username ? `/user/${data.username}` : `/user/id/${data.id}`}
                      className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
                    >
                      View public profile
                      <ExternalLink className="size-3.5" aria-hidden="true" />
                    </Link>
                  </div>
                </div>
                <div className="border-t pt-6">
                  {editing ? (
                    <ProfileEditForm profile={data} onDone={() => setEditing(false)} />
                  ) : (
                    <ProfileDetails profile={data} />
                  )}
                </div>
              </>
            ) : profile.isError ? (
              <div className="flex flex-col items-start gap-3" role="alert">
                <p className="font-medium">{PROFILE_MESSAGES.loadFailed}</p>
                <Button variant="outline" onClick={() => void profile.refetch()}>
                  Try again
                </Button>
              </div>
            ) : (
              <ProfileSkeleton />
            )}
          </Card>
          {data && <ProfilePreferences profile={data} />}
        </div>
        <aside aria-label="Account summary">
          <SummaryCards summary={summary.data} isError={summary.isError} />
        </aside>
      </div>
    </div>
  )
}

function ProfileSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading profile
      </span>
      <div className="mb-8 flex items-center gap-5">
        <Skeleton className="size-24 rounded-full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
      <div className="grid gap-5 border-t pt-6 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    </div>
  )
}
