import { Link } from 'react-router'
import { Bell, BellRing } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useAskDropNotify } from '../api/ask-drop-notify'
import { loginPathFor } from '../hooks/use-drop-buy'

/**
 * "Notify me" before a drop opens; signed-out shoppers are sent to sign in and come back here. While
 * the session loads (a shared page fills it in after it arrives) the button waits, disabled.
 */
export function DropNotifyButton({
  dropId,
  slug,
  isSignedIn,
  sessionPending = false,
}: {
  dropId: string
  slug: string
  isSignedIn: boolean
  sessionPending?: boolean
}) {
  const notify = useAskDropNotify(dropId)
  if (!isSignedIn && !sessionPending) {
    return (
      <Button asChild variant="outline" size="lg" className="flex-1">
        <Link to={loginPathFor(slug)}>
          <Bell aria-hidden="true" />
          Sign in to get notified
        </Link>
      </Button>
    )
  }
  const asked = notify.isSuccess
  return (
    <Button
      variant="outline"
      size="lg"
      className="flex-1"
      loading={notify.isPending}
      disabled={asked || sessionPending}
      onClick={() => notify.mutate()}
    >
      {asked ? <BellRing aria-hidden="true" /> : !notify.isPending && <Bell aria-hidden="true" />}
      {asked ? "We'll let you know" : 'Notify me'}
    </Button>
  )
}
