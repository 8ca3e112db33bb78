import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { ArrowLeft, ShieldCheck } from 'lucide-react'
import { toast } from 'sonner'
import { signInBody } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PageSpinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { redirectTarget } from '@/lib/redirect-target'
import { useSession } from '../api/get-session'
import { useSignIn } from '../api/sign-in'
import { AuthCard } from './auth-card'

const adminLoginForm = signInBody.pick({ email: true, password: true })

/** Administrators only; an already signed-in admin goes to /admin, anyone else home (docs/accounts.md#admin-portal). */
export function AdminLoginPage() {
  const { isPending, user } = useSession()
  const [submitted, setSubmitted] = useState(false)
  if (isPending) return <PageSpinner />
  if (user && !submitted) return <Navigate to={user.role === 'admin' ? '/admin' : '/'} replace />
  return <AdminLoginForm onSubmitted={() => setSubmitted(true)} />
}

function AdminLoginForm({ onSubmitted }: { onSubmitted: () => void }) {
  const navigate = useNavigate()
  const location = useLocation()
  const signIn = useSignIn()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(adminLoginForm), defaultValues: { email: '', password: '' } })

  const onSubmit = handleSubmit((values) => {
    setFormError(null)
    onSubmitted()
    // The schema trims and lower-cases the email before it is sent.
    signIn.mutate(
      { ...values, portal: 'admin' },
      {
        onSuccess: () => {
          toast.success('Welcome back, admin!')
          const from = redirectTarget(location.state)
          navigate(from?.startsWith('/admin') ? from : '/admin', { replace: true })
        },
        onError: (error) => {
          const message = errorMessage(error)
          setFormError(message)
          toast.error(message)
        },
      },
    )
  })

  return (
    <main className="min-h-dvh bg-background">
      <div className="mx-auto max-w-md px-4 pt-6">
        <Button asChild variant="ghost" size="sm">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to home
          </Link>
        </Button>
      </div>
      <AuthCard
        icon={
          <span className="flex size-14 items-center justify-center rounded-2xl bg-ink ring-1 ring-white/10">
            <ShieldCheck className="size-7 text-brand-mint" aria-hidden="true" />
          </span>
        }
        title="Admin portal"
        description="Restricted area. Sign in with an administrator account."
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="username" {...register('email')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...register('password')} />
          </FormField>
          <FormAlert>{formError}</FormAlert>
          <Button type="submit" size="lg" variant="secondary" loading={signIn.isPending} className="w-full">
            Sign In to Admin
          </Button>
        </form>
      </AuthCard>
    </main>
  )
}
