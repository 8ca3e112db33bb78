import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { CheckCircle2, MailCheck, XCircle } from 'lucide-react'
import { toast } from 'sonner'
import { AUTH_MESSAGES as M } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api-client'
import { useResendVerification } from '../api/resend-verification'
import { useVerifyEmail } from '../api/verify-email'
import { AuthCard } from './auth-card'

const REDIRECT_DELAY_MS = 2000

/** With ?token=&type=signup it verifies: checking → verified → /dashboard, or error (docs/accounts.md). */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  const isSignupLink = Boolean(token) && (searchParams.get('type') ?? 'signup') === 'signup'
  const email = (useLocation().state as { email?: string } | null)?.email
  return isSignupLink && token ? <TokenCheck token={token} email={email} /> : <CheckInbox email={email} />
}

/** Sends the verification email again to `email`; without an address it says so. */
function useResend() {
  const resend = useResendVerification()
  const send = (email: string | undefined) => {
    if (!email) {
      toast.error(M.emailMissing)
      return
    }
    resend.mutate(email, {
      onSuccess: () => toast.success(M.verificationResent),
      // Too many resends for this address: the server's words say what to do instead.
      onError: (error) =>
        toast.error(isApiError(error) && error.status === 429 ? error.message : M.verificationResendFailed),
    })
  }
  return { send, pending: resend.isPending }
}

/** After a failed link: the address to send a fresh one to (filled when the app knows it). */
function ResendForm({ email }: { email?: string }) {
  const [value, setValue] = useState(email ?? '')
  const resend = useResend()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    resend.send(value.trim() || undefined)
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Resend verification email"
      className="flex flex-col gap-3"
    >
      <FormField label="Email">
        <Input
          type="email"
          autoComplete="email"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="you@example.com"
        />
      </FormField>
      <Button type="submit" loading={resend.pending} className="w-full">
        Resend verification email
      </Button>
    </form>
  )
}

function TokenCheck({ token, email }: { token: string; email?: string }) {
  const navigate = useNavigate()
  const verify = useVerifyEmail()
  const { mutate } = verify
  const started = useRef(false)

  useEffect(() => {
    // Tokens are single-use: StrictMode's second effect run must not spend it again.
    if (started.current) return
    started.current = true
    mutate(token, {
      onSuccess: () => toast.success(M.emailVerified),
      onError: () => toast.error(M.invalidVerifyToken),
    })
  }, [token, mutate])

  useEffect(() => {
    if (!verify.isSuccess) return
    const timer = window.setTimeout(() => navigate('/dashboard', { replace: true }), REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [verify.isSuccess, navigate])

  if (verify.isSuccess) {
    return (
      <AuthCard
        icon={<CheckCircle2 className="size-12 text-success" aria-hidden="true" />}
        title="Email verified"
        description="Your account is ready. Taking you to your dashboard…"
      >
        <Button asChild className="w-full">
          <Link to="/dashboard">Go to dashboard</Link>
        </Button>
      </AuthCard>
    )
  }
  if (verify.isError) {
    return (
      <AuthCard
        icon={<XCircle className="size-12 text-danger" aria-hidden="true" />}
        title="Verification failed"
        description={
          <span role="alert">Failed to verify email. The link may have expired or already been used.</span>
        }
      >
        <div className="flex flex-col gap-3">
          <ResendForm email={email} />
          <Button asChild variant="outline" className="w-full">
            <Link to="/login">Back to login</Link>
          </Button>
          <Button asChild variant="ghost" className="w-full">
            <Link to="/signup">Create an account</Link>
          </Button>
        </div>
      </AuthCard>
    )
  }
  return (
    <AuthCard
      icon={<Spinner className="size-10 text-primary" label={null} />}
      title="Verifying your email"
      description={<span role="status">Checking your verification link…</span>}
    />
  )
}

function CheckInbox({ email }: { email?: string }) {
  const resend = useResend()

  return (
    <AuthCard
      icon={<MailCheck className="size-12 text-primary" aria-hidden="true" />}
      title="Check your inbox"
      description={
        email ? (
          <>
            We sent a verification link to <strong className="text-foreground">{email}</strong>. Click it to
            activate your account.
          </>
        ) : (
          <span role="alert">
            Email address is missing. Sign in again to receive a new verification link.
          </span>
        )
      }
      footer={
        <Link to="/login" className="font-semibold text-primary hover:underline">
          Back to login
        </Link>
      }
    >
      <div className="flex flex-col gap-3 text-center">
        <p className="text-sm text-muted-foreground">
          Didn't get it? Check your spam folder or send it again.
        </p>
        <Button
          variant="outline"
          onClick={() => resend.send(email)}
          loading={resend.pending}
          className="w-full"
        >
          Resend verification email
        </Button>
      </div>
    </AuthCard>
  )
}
