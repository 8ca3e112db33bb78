import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { ShieldCheck } from 'lucide-react'
import { toast } from 'sonner'
import { DASHBOARD_MESSAGES, changePasswordForm } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { errorMessage } from '@/lib/api-client'
import { useChangePassword } from '@/features/auth'

/** A real password change (docs/accounts.md): current password checked, other sessions signed out. */
export function SecuritySection() {
  const change = useChangePassword()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  })

  const onSubmit = handleSubmit(({ current_password, new_password }) => {
    setFormError(null)
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          toast.success(DASHBOARD_MESSAGES.passwordUpdated)
          reset()
        },
        onError: (error) => {
          const message = errorMessage(error, DASHBOARD_MESSAGES.passwordFailed)
          setFormError(message)
          toast.error(message)
        },
      },
    )
  })

  return (
    <Card className="p-6">
      <div className="mb-1 flex items-center gap-2">
        <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
        <h3 className="text-lg leading-tight font-semibold">Change password</h3>
      </div>
      <p className="mb-6 text-sm text-muted-foreground">
        Use at least 6 characters. Changing your password signs you out on every other device.
      </p>
      <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
        <FormField label="Current password" error={errors.current_password?.message}>
          <Input type="password" autoComplete="current-password" {...register('current_password')} />
        </FormField>
        <FormField label="New password" error={errors.new_password?.message}>
          <Input type="password" autoComplete="new-password" {...register('new_password')} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirm_password?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirm_password')} />
        </FormField>
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" loading={change.isPending} className="self-start">
          Update password
        </Button>
      </form>
    </Card>
  )
}
