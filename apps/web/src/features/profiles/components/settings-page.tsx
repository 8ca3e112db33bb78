import { useEffect } from 'react'
import { toast } from 'sonner'
import { PROFILE_MESSAGES } from '@rdo/contracts'
import { Skeleton } from '@/components/ui/skeleton'
import { useProfile } from '../api/get-profile'
import { AccountPageHeader } from './account-page-header'
import { AddressesCard } from './addresses-card'
import { PreferencesCard } from './preferences-card'

export function SettingsPage() {
  const profile = useProfile()
  useEffect(() => {
    if (profile.isError) toast.error(PROFILE_MESSAGES.loadFailed)
  }, [profile.isError])

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <AccountPageHeader title="Settings" description="Notification preferences and shipping addresses." />
      <div className="flex flex-col gap-6">
        {profile.data ? (
          <PreferencesCard
            key={JSON.stringify([profile.data.full_name, profile.data.notification_preferences])}
            profile={profile.data}
          />
        ) : profile.isError ? (
          <p role="alert" className="rounded-[12px] border p-6 text-sm">
            {PROFILE_MESSAGES.loadFailed}
          </p>
        ) : (
          <Skeleton className="h-72" />
        )}
        <AddressesCard />
      </div>
    </div>
  )
}
