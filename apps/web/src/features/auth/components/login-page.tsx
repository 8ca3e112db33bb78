import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { AUTH_MESSAGES, emailSchema, signInBody } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { errorMessage, isApiError } from '@/lib/api-client'
import { redirectTarget } from '@/lib/redirect-target'
import { useRequestPasswordReset } from '../api/forgot-password'
import { useSignIn } from '../api/sign-in'
import { AuthCard } from './auth-card'

const loginForm = signInBody.pick({ email: true, password: true })

export function LoginPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const signIn = useSignIn()
  const resetRequest = useRequestPasswordReset()
  const [formError, setFormError] = useState<ReactNode>(null)
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginForm), defaultValues: { email: '', password: '' } })

  // Return to where the visitor came from (guard state or ?from=), else the profile (docs/accounts.md).
  const destination =
    redirectTarget(location.state) ?? redirectTarget({ from: searchParams.get('from') }) ?? '/profile'

  const onSubmit = handleSubmit((values) => {
    setFormError(null)
    signIn.mutate(
      { ...values, portal: 'customer' },
      {
        onSuccess: () => {
          toast.success('Logged in successfully!')
          navigate(destination, { replace: true })
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
            toast.error(error.message)
            navigate('/verify-email', { state: { email: values.email } })
            return
          }
          const message = errorMessage(error)
          toast.error(message)
          setFormError(
            isApiError(error) && error.code === 'ADMIN_PORTAL_REQUIRED' ? (
              <>
                {message}.{' '}
                <Link to="/admin/login" className="font-semibold underline underline-offset-2">
                  Go to the admin portal
                </Link>
              </>
            ) : (
              message
            ),
          )
        },
      },
    )
  })

  const onForgotPassword = () => {
    const email = getValues('email').trim()
    if (!email) {
      setError('email', { message: AUTH_MESSAGES.emailRequired })
      toast.error(AUTH_MESSAGES.emailRequired)
      return
    }
    const parsed = emailSchema.safeParse(email)
    if (!parsed.success) {
      setError('email', { message: parsed.error.issues[0]?.message })
      return
    }
    clearErrors('email')
    resetRequest.mutate(parsed.data, {
      onSuccess: () => toast.success('Password reset instructions sent to your email'),
      onError: (error) => toast.error(errorMessage(error)),
    })
  }

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to track orders, vote on designs and claim drops early."
      footer={
        <div className="flex flex-col gap-2">
          <p>
            New here?{' '}
            <Link to="/signup" className="font-semibold text-primary hover:underline">
              Create an account
            </Link>
          </p>
          <p>
            Administrator?{' '}
            <Link to="/admin/login" className="font-semibold text-primary hover:underline">
              Admin login
            </Link>
          </p>
        </div>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <div className="-mt-1 flex justify-end">
          <Button
            type="button"
            variant="link"
            size="sm"
            onClick={onForgotPassword}
            loading={resetRequest.isPending}
          >
            Forgot password?
          </Button>
        </div>
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="lg" loading={signIn.isPending} className="w-full">
          Sign In
        </Button>
      </form>
    </AuthCard>
  )
}
