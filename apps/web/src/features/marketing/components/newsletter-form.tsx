import { useEffect, useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { isApiError } from '@/lib/api-client'
import { useSubscribeNewsletter } from '../api/subscribe-newsletter'

const CONFIRMATION_MS = 3000

/** Idle → submitting → subscribed ("Subscribed!" for 3 s); blank input sends nothing (docs/notifications-and-newsletter.md). */
export function NewsletterForm() {
  const id = useId()
  const [email, setEmail] = useState('')
  const [justSubscribed, setJustSubscribed] = useState(false)
  const subscribe = useSubscribeNewsletter()

  useEffect(() => {
    if (!justSubscribed) return
    const timer = window.setTimeout(() => setJustSubscribed(false), CONFIRMATION_MS)
    return () => window.clearTimeout(timer)
  }, [justSubscribed])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const normalized = email.trim().toLowerCase()
    if (!normalized) return
    subscribe.mutate(
      { email: normalized },
      {
        onSuccess: (res) => {
          setEmail('')
          // An address that had unsubscribed is only re-added once it confirms the emailed link.
          if (res.status === 'confirmation_sent')
            return void toast.info('Please check your email to confirm your subscription.')
          toast.success('Successfully subscribed to newsletter!')
          setJustSubscribed(true)
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
          {justSubscribed ? 'Subscribed!' : 'Subscribe'}
        </Button>
      </div>
    </form>
  )
}
