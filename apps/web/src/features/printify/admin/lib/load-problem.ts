import { PRINTIFY_ERROR_CODES, PRINTIFY_MESSAGES as M } from '@rdo/contracts/printify-messages'
import { errorMessage, isApiError } from '@/lib/api-client'

export type LoadProblem = {
  message: string
  /** The Printify key is missing or refused: the fix is in the server configuration. */
  keyIssue: boolean
}

/**
 * What to say when a Printify call fails: the key messages when the server has no key or Printify refused
 * it, 'Authentication required' when the admin's session ended, otherwise the call's own failure text.
 */
export function loadProblem(error: unknown, fallback: string): LoadProblem {
  if (isApiError(error)) {
    if (error.code === PRINTIFY_ERROR_CODES.notConfigured) return { message: M.notConfigured, keyIssue: true }
    if (error.code === PRINTIFY_ERROR_CODES.keyRejected) return { message: M.keyRejected, keyIssue: true }
    if (error.status === 401) return { message: M.authRequired, keyIssue: false }
  }
  return { message: fallback, keyIssue: false }
}

/** An import the server refused before queueing it: its own reason for a bad request, else the key texts. */
export function importStartProblem(error: unknown): string {
  if (isApiError(error) && error.status === 400) return errorMessage(error, M.importFailed)
  return loadProblem(error, M.importFailed).message
}

/** Printify key problems do not go away on a retry; everything else gets the shop's usual one retry. */
export const retryUnlessKeyIssue = (failureCount: number, error: unknown) =>
  failureCount < 1 &&
  !loadProblem(error, '').keyIssue &&
  !(isApiError(error) && error.status >= 400 && error.status < 500)
