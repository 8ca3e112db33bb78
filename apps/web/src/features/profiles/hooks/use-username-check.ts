import { useEffect, useState } from 'react'
import { USERNAME_CHECK_DEBOUNCE_MS, USERNAME_MESSAGES, usernameProblem } from '@rdo/contracts'
import { isApiError } from '@/lib/api-client'
import { checkUsernameAvailable } from '../api/check-username'

export type UsernameCheck =
  | { status: 'idle' | 'checking' | 'available'; message?: undefined }
  | { status: 'invalid' | 'taken' | 'error'; message: string }

/**
 * Validate locally first, then ask the server after 500 ms without typing (docs/accounts.md#usernames).
 * Compared lower-cased; the user's own unchanged name (or an empty one) needs no check.
 */
export function useUsernameCheck(value: string, ownUsername: string | null, enabled = true): UsernameCheck {
  // The answer is remembered with the name it belongs to; any other name is still being checked.
  const [answer, setAnswer] = useState<{ name: string; result: UsernameCheck } | null>(null)
  const candidate = value.trim()
  const problem = usernameProblem(candidate)
  const unchanged = candidate === '' || candidate.toLowerCase() === (ownUsername ?? '').toLowerCase()
  const needsCheck = enabled && !problem && !unchanged

  useEffect(() => {
    if (!needsCheck) return
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      checkUsernameAvailable(candidate, controller.signal)
        .then(({ available }) =>
          setAnswer({
            name: candidate,
            result: available
              ? { status: 'available' }
              : { status: 'taken', message: USERNAME_MESSAGES.taken },
          }),
        )
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          // A 400 carries the format message; anything else is a failed check.
          const message =
            isApiError(error) && error.status === 400 ? error.message : USERNAME_MESSAGES.checkFailed
          setAnswer({ name: candidate, result: { status: 'error', message } })
        })
    }, USERNAME_CHECK_DEBOUNCE_MS)
    return () => {
      controller.abort()
      window.clearTimeout(timer)
    }
  }, [candidate, needsCheck])

  if (!enabled) return { status: 'idle' }
  if (problem) return { status: 'invalid', message: problem }
  if (unchanged) return { status: 'idle' }
  return answer?.name === candidate ? answer.result : { status: 'checking' }
}
