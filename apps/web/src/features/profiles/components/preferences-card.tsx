import { useState } from 'react'
import { toast } from 'sonner'
import { PREFERENCES_MESSAGES, type Profile } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NotificationPreferenceList } from './preference-lists'
import { useUpdatePreferences } from '../api/update-preferences'

/**
 * The preferences page saves the full name and the notification preferences together
 * (docs/accounts.md#profiles).
 * The parent keys it by the saved values, so a change made elsewhere starts it afresh.
 */
export function PreferencesCard({ profile }: { profile: Profile }) {
  const update = useUpdatePreferences()
  const [fullName, setFullName] = useState(profile.full_name ?? '')
  const [preferences, setPreferences] = useState(profile.notification_preferences)

  const dirty =
    fullName.trim() !== (profile.full_name ?? '') ||
    preferences.order_updates !== profile.notification_preferences.order_updates ||
    preferences.marketing !== profile.notification_preferences.marketing

  const save = () =>
    update.mutate(
      { full_name: fullName, notification_preferences: preferences },
      {
        onSuccess: () => toast.success(PREFERENCES_MESSAGES.updated),
        onError: () => toast.error(PREFERENCES_MESSAGES.updateFailed),
      },
    )

  return (
    <Card className="p-6">
      <h2 className="text-lg leading-tight font-semibold">Notification preferences</h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">
        How we address you and what we email you about.
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          save()
        }}
        className="flex flex-col gap-2"
      >
        <FormField label="Full name" className="mb-2 max-w-md">
          <Input
            autoComplete="name"
            value={fullName}
            maxLength={100}
            onChange={(e) => setFullName(e.target.value)}
          />
        </FormField>
        <NotificationPreferenceList
          value={preferences}
          onChange={setPreferences}
          disabled={update.isPending}
        />
        <div className="flex justify-end border-t pt-4">
          <Button type="submit" loading={update.isPending} disabled={!dirty}>
            Save preferences
          </Button>
        </div>
      </form>
    </Card>
  )
}
