import { useRef } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { DESIGN_MESSAGES as M } from '@rdo/contracts/community-messages'
import { useSession } from '@/features/auth'
import { useReactToDesign } from '../../api/react-to-design'
import { blockedReason, type ReactionKind, type ViewerReaction } from '../../lib/reactions'

/**
 * Vote and dislike for one design: visitors are asked to sign in, a change the viewer cannot make is
 * explained without a request, and only one request runs at a time (a double click sends one).
 * `viewer` is undefined until the viewer's reactions have loaded; the server then has the last word.
 */
export function useReactionControl(designId: string, viewer: ViewerReaction | undefined) {
  const session = useSession()
  const navigate = useNavigate()
  const mutation = useReactToDesign()
  const inFlight = useRef(false)

  const react = (kind: ReactionKind, add: boolean) => {
    if (inFlight.current) return
    if (!session.isSignedIn) {
      if (session.isPending) return
      toast.error(kind === 'vote' ? M.signInToVote : M.signInToDislike, {
        action: {
          label: 'Sign in',
          // Read at the click: a card need not re-render on every navigation to know where it is.
          onClick: () =>
            navigate('/login', {
              state: { from: { pathname: window.location.pathname, search: window.location.search } },
            }),
        },
      })
      return
    }
    const reason = viewer ? blockedReason(viewer, { kind, add }) : null
    if (reason) {
      toast.error(reason)
      return
    }
    inFlight.current = true
    mutation.mutate(
      { designId, kind, add },
      {
        onSettled: () => {
          inFlight.current = false
        },
      },
    )
  }

  return {
    react,
    pending: mutation.isPending,
    /** Which button's request is running. */
    pendingKind: mutation.isPending ? mutation.variables?.kind : undefined,
  }
}
