import { useEffect, useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { isApiError } from '@/lib/api-client'
import { useSubscribeNewsletter } from '../api/subscribe-newsletter'

const CONFIRMATION_MS = 3000

/**
 * Idle → submitting → done: the button says what happened for 3 s ("Email sent!" while the address
 * waits for its confirmation link, "Subscribed!" once active); blank input sends nothing
 * (docs/notifications-and-newsletter.md#newsletter).
 */
export function NewsletterForm() {
  const id = useId()
  const [email, setEmail] = useState('')
  const [done, setDone] = useState<'Subscribed!' | 'Email sent!' | null>(null)
  const subscribe = useSubscribeNewsletter()

  useEffect(() => {
    if (!done) return
    const timer = window.setTimeout(() => setDone(null), CONFIRMATION_MS)
    return () => window.clearTimeout(timer)
  }, [done])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const normalized = email.trim().toLowerCase()
    if (!normalized) return
    subscribe.mutate(
      { email: normalized },
      {
        onSuccess: (res) => {
          setEmail('')
          // Double opt-in: the address is subscribed once it follows the emailed link.
          if (res.status === 'confirmation_sent') {
            toast.info('Please check your email to confirm your subscription.')
            setDone('Email sent!')
            return
          }
          toast.success('Successfully subscribed to newsletter!')
          setDone('Subscribed!')
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) toast.info('You are already subscribed!')
          else toast.error('Failed to subscribe. Please try again.')
        },
      },
    )
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-sm font-semibold tracking-wide uppercase">
        Stay in the loop
      </h2>
      <p className="text-sm text-muted-foreground">Drop alerts, early access and community news. No spam.</p>
      <label htmlFor={`${id}-email`} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={subscribe.isPending}
        />
        <Button type="submit" loading={subscribe.isPending} className="sm:w-32 lg:w-full xl:w-32">
          {done ?? 'Subscribe'}
        </Button>
      </div>
    </form>
  )
}
