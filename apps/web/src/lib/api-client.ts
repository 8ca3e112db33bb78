import type { ApiRequestPath } from '@rdo/contracts'
export const FALLBACK_ERROR_MESSAGE = 'An error occurred'

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

/** The server's friendly message when there is one, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message !== FALLBACK_ERROR_MESSAGE ? error.message : fallback
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
    // Not JSON (proxy error page, network middlebox): fall through to the generic message.
  }
  return new ApiError(response.status, 'ERROR', FALLBACK_ERROR_MESSAGE)
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
    throw new ApiError(0, 'NETWORK_ERROR', FALLBACK_ERROR_MESSAGE)
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
