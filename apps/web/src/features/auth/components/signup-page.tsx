import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { signUpForm } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { errorMessage } from '@/lib/api-client'
import { useSignUp } from '../api/sign-up'
import { AuthCard } from './auth-card'

export function SignupPage() {
  const navigate = useNavigate()
  const signUp = useSignUp()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signUpForm),
    defaultValues: { email: '', password: '', confirm_password: '', full_name: '', marketing_consent: true },
  })

  const onSubmit = handleSubmit(({ confirm_password: _confirm, ...body }) => {
    setFormError(null)
    signUp.mutate(body, {
      onSuccess: (result) => {
        if (!result?.user) {
          toast.error('Failed to create account')
          return
        }
        toast.success('Account created! Please check your email to verify your account.')
        navigate('/verify-email', { state: { email: body.email } })
      },
      onError: (error) => {
        const message = errorMessage(error)
        setFormError(message)
        toast.error(message)
      },
    })
  })

  return (
    <AuthCard
      title="Create your account"
      description="Join the $RDO community: vote on designs, submit your own and never miss a drop."
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-primary hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Full name" error={errors.full_name?.message}>
          <Input autoComplete="name" placeholder="Satoshi Nakamoto" {...register('full_name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} hint="At least 6 characters">
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm password" error={errors.confirm_password?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirm_password')} />
        </FormField>
        <Controller
          control={control}
          name="marketing_consent"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Checkbox
                id="marketing-consent"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
                className="mt-0.5"
              />
              <Label htmlFor="marketing-consent" className="leading-snug font-normal text-muted-foreground">
                Send me drop alerts, community news and offers. You can unsubscribe at any time.
              </Label>
            </div>
          )}
        />
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="lg" loading={signUp.isPending} className="w-full">
          Create Account
        </Button>
      </form>
    </AuthCard>
  )
}
