import { apiPath } from '@rdo/contracts/paths'
import { afterEach, describe, expect, it } from 'vitest'
import { REVIEW_MESSAGES } from '@rdo/contracts'
import { api, errorMessage, setTransport } from './api-client.ts'

/** What a form's error toast shows after a failed request, e.g. the review form's. */
async function toastAfter(answer: () => Promise<Response>) {
  setTransport(answer)
  const error = await api
    .post(apiPath('/api/products/:productId/reviews', { productId: 'p' }), {})
    .catch((e: unknown) => e)
  return errorMessage(error, REVIEW_MESSAGES.submitFailed)
}

describe('errorMessage', () => {
  afterEach(() => setTransport((path, init) => fetch(path, init)))

  it("shows the server's own message when it sends one", async () => {
    const answer = async () =>
      Response.json(
        { error: { code: 'CONFLICT', message: 'You have already reviewed this product' } },
        { status: 409 },
      )
    expect(await toastAfter(answer)).toBe('You have already reviewed this product')
  })

  it("falls back to the form's message on a network failure or an answer without a message", async () => {
    expect(await toastAfter(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(
      'Failed to submit review',
    )
    expect(await toastAfter(async () => new Response('<html>Bad gateway</html>', { status: 502 }))).toBe(
      'Failed to submit review',
    )
  })

  it("says 'An unknown error occurred' for an error without a message when the caller has no text of its own", async () => {
    const fail = async (answer: () => Promise<Response>) => {
      setTransport(answer)
      return errorMessage(await api.post(apiPath('/api/auth/sign-in'), {}).catch((e: unknown) => e))
    }
    expect(await fail(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(
      'An unknown error occurred',
    )
    expect(await fail(async () => new Response('<html>Bad gateway</html>', { status: 502 }))).toBe(
      'An unknown error occurred',
    )
    expect(await fail(async () => Response.json({ error: { code: 'X' } }, { status: 400 }))).toBe(
      'An unknown error occurred',
    )
    // The server's undescribed 500 says nothing a person can act on either.
    expect(
      await fail(async () =>
        Response.json({ error: { code: 'INTERNAL', message: 'An error occurred' } }, { status: 500 }),
      ),
    ).toBe('An unknown error occurred')
    expect(
      await fail(async () =>
        Response.json({ error: { code: 'INVALID', message: 'Invalid email or password' } }, { status: 401 }),
      ),
    ).toBe('Invalid email or password')
    expect(errorMessage(new Error('boom'))).toBe('An unknown error occurred')
  })
})
