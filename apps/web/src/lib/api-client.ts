import type { ApiRequestPath } from '@rdo/contracts'
import { ERROR_MESSAGES } from '@rdo/contracts/error-messages'

/** The code of an ApiError that carries no message of the server's: no answer, or one without a message. */
const UNKNOWN_ERROR_CODE = 'UNKNOWN_ERROR'

export class ApiError extends Error {
  readonly status: number
  readonly code: string

  constructor(status: number, code: string, message: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * The answer, or null when the server says there is no such thing (404; also 400 where `statuses`
 * says a malformed id is as missing as an unknown one). A page's main query uses it so that "not
 * found" is data, not an error: the server renders that state (answering 404) and the browser hydrates
 * the same markup.
 */
export async function nullIfMissing<T>(answer: Promise<T>, statuses: number[] = [404]): Promise<T | null> {
  try {
    return await answer
  } catch (error) {
    if (isApiError(error) && statuses.includes(error.status)) return null
    throw error
  }
}

/**
 * What a person is told about a failed request: the server's own message when it sent one that says
 * something, else the caller's fallback (the action's own failure text), else 'An unknown error occurred'.
 * The one place the web app decides what an error without a message reads.
 */
export function errorMessage(error: unknown, fallback: string = ERROR_MESSAGES.unknown): string {
  const said =
    isApiError(error) &&
    error.code !== UNKNOWN_ERROR_CODE &&
    error.message !== '' &&
    error.message !== ERROR_MESSAGES.generic
  return said ? error.message : fallback
}

type Query = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  body?: unknown
  query?: Query
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body: unknown = await response.json()
    const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error
    if (error && typeof error.message === 'string') {
      return new ApiError(
        response.status,
        typeof error.code === 'string' ? error.code : 'ERROR',
        error.message,
      )
    }
  } catch {
    // Not JSON (proxy error page, network middlebox): an error without a message.
  }
  return new ApiError(response.status, UNKNOWN_ERROR_CODE, ERROR_MESSAGES.unknown)
}

/** How requests reach the API: `fetch` in the browser; the server's own router while it renders a page. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>
let transport: Transport = (path, init) => fetch(path, init)

export function setTransport(next: Transport) {
  transport = next
}

export async function request<T>(path: ApiRequestPath, options: RequestOptions = {}): Promise<T> {
  const { body, query, headers, ...init } = options
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  let response: Response
  try {
    response = await transport(withQuery(path, query), {
      ...init,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(0, UNKNOWN_ERROR_CODE, ERROR_MESSAGES.unknown)
  }
  if (!response.ok) throw await toApiError(response)
  if (response.status === 204) return undefined as T
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

export const api = {
  get: <T>(path: ApiRequestPath, options?: Omit<RequestOptions, 'body' | 'method'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: ApiRequestPath, body?: unknown, options?: Omit<RequestOptions, 'body' | 'method'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: ApiRequestPath, body?: unknown, options?: Omit<RequestOptions, 'body' | 'method'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: ApiRequestPath, body?: unknown, options?: Omit<RequestOptions, 'body' | 'method'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: ApiRequestPath, options?: Omit<RequestOptions, 'body' | 'method'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
}
