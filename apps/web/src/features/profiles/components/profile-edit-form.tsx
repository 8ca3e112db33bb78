import { useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { z } from 'zod'
import { PROFILE_MESSAGES, phoneNumberSchema, storedAddressSchema, type Profile } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { errorMessage, isApiError } from '@/lib/api-client'
import { useUpdateProfile } from '../api/update-profile'
import { useUsernameCheck } from '../hooks/use-username-check'
import { AddressFields, emptyAddress } from './address-fields'
import { UsernameField } from './username-field'

const profileForm = z.object({
  full_name: z.string().trim().max(100, 'Full name must be at most 100 characters'),
  username: z.string(),
  phone_number: phoneNumberSchema,
  address: storedAddressSchema,
})

interface ProfileEditFormProps {
  profile: Profile
  onDone: () => void
}

export function ProfileEditForm({ profile, onDone }: ProfileEditFormProps) {
  const update = useUpdateProfile()
  const [usernameSubmitError, setUsernameSubmitError] = useState<string>()
  const form = useForm({
    resolver: zodResolver(profileForm),
    defaultValues: {
      full_name: profile.full_name ?? '',
      username: profile.username ?? '',
      phone_number: profile.phone_number ?? '',
      address: { ...emptyAddress, ...profile.default_shipping_address },
    },
  })
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = form
  const usernameValue = useWatch({ control, name: 'username' })
  const check = useUsernameCheck(usernameValue, profile.username)

  const onSubmit = handleSubmit((values) => {
    if (check.status === 'checking') return
    if (check.message) {
      toast.error(check.message)
      return
    }
    const username = values.username.trim()
    const addressEmpty = Object.entries(values.address).every(([key, v]) => key === 'country' || v === '')
    update.mutate(
      {
        full_name: values.full_name,
        phone_number: values.phone_number,
        default_shipping_address: addressEmpty ? null : values.address,
        // Only a changed name is sent (a new letter case counts: it is the user's own name).
        ...(username !== (profile.username ?? '') ? { username } : {}),
      },
      {
        onSuccess: () => {
          toast.success(PROFILE_MESSAGES.updated)
          onDone()
        },
        onError: (error) => {
          const detail = errorMessage(error, '')
          if (isApiError(error) && error.status === 409) setUsernameSubmitError(detail)
          toast.error(PROFILE_MESSAGES.updateFailed, { description: detail || undefined })
        },
      },
    )
  })

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Edit profile">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Email" hint="Your sign-in email cannot be changed here.">
            <Input type="email" value={profile.email} readOnly className="bg-muted text-muted-foreground" />
          </FormField>
          <FormField label="Full name" error={errors.full_name?.message}>
            <Input autoComplete="name" {...register('full_name')} />
          </FormField>
          <UsernameField
            registration={register('username', { onChange: () => setUsernameSubmitError(undefined) })}
            check={check}
            submitError={usernameSubmitError}
          />
          <FormField label="Phone" error={errors.phone_number?.message}>
            <Input
              type="tel"
              autoComplete="tel"
              placeholder="+1 555 010 0100"
              {...register('phone_number')}
            />
          </FormField>
        </div>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-4 font-display text-base font-semibold">Default shipping address</legend>
          <AddressFields />
        </fieldset>
        <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={check.status === 'checking'}>
            Save Changes
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
