import { toast } from 'sonner'
import { PREFERENCES_MESSAGES, type Profile } from '@rdo/contracts'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { useUpdateProfile } from '../api/update-profile'
import { MarketingPreferenceList, NotificationPreferenceList } from './preference-lists'

/** Each switch saves at once, with its group's own toast (docs/accounts.md#profiles). */
export function ProfilePreferences({ profile }: { profile: Profile }) {
  const notifications = useUpdateProfile()
  const marketing = useUpdateProfile()
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold">Notification preferences</h2>
          <CardDescription>What we may email you about.</CardDescription>
        </CardHeader>
        <CardContent>
          <NotificationPreferenceList
            value={profile.notification_preferences}
            disabled={notifications.isPending}
            onChange={(next) =>
              notifications.mutate(
                { notification_preferences: next },
                {
                  onSuccess: () => toast.success(PREFERENCES_MESSAGES.updated),
                  onError: () => toast.error(PREFERENCES_MESSAGES.updateFailed),
                },
              )
            }
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold">Marketing preferences</h2>
          <CardDescription>Choose the emails you want from the shop.</CardDescription>
        </CardHeader>
        <CardContent>
          <MarketingPreferenceList
            value={profile.marketing_preferences}
            disabled={marketing.isPending}
            onChange={(next) =>
              marketing.mutate(
                { marketing_preferences: next },
                {
                  onSuccess: () => toast.success(PREFERENCES_MESSAGES.marketingUpdated),
                  onError: () => toast.error(PREFERENCES_MESSAGES.marketingUpdateFailed),
                },
              )
            }
          />
        </CardContent>
      </Card>
    </div>
  )
}
