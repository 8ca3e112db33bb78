import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { KeyRound } from 'lucide-react'
import { toast } from 'sonner'
import { resetPasswordForm } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { errorMessage } from '@/lib/api-client'
import { useResetPassword } from '../api/reset-password'
import { AuthCard } from './auth-card'

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  if (!token) return <Navigate to="/login" replace />
  return <ResetPasswordForm token={token} />
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate()
  const reset = useResetPassword()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirm_password: '' },
  })

  const onSubmit = handleSubmit(({ password }) => {
    reset.mutate(
      { token, new_password: password },
      {
        onSuccess: () => {
          toast.success('Password updated successfully')
          navigate('/login', { replace: true })
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to reset password')),
      },
    )
  })

  return (
    <AuthCard
      icon={<KeyRound className="size-10 text-primary" aria-hidden="true" />}
      title="Choose a new password"
      description="Pick something you have not used here before."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="New password" error={errors.password?.message} hint="At least 6 characters">
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm password" error={errors.confirm_password?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirm_password')} />
        </FormField>
        <FormAlert>{reset.isError ? errorMessage(reset.error, 'Failed to reset password') : null}</FormAlert>
        <Button type="submit" size="lg" loading={reset.isPending} className="w-full">
          Update Password
        </Button>
        <Button asChild variant="ghost" className="w-full">
          <Link to="/login">Back to login</Link>
        </Button>
      </form>
    </AuthCard>
  )
}
