import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-client'

/** The browser keeps one cache for the whole visit; the server makes one per page it renders. */
export function createQueryClient({ server = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network and 5xx errors get one more try (none while rendering).
        retry: (failureCount, error) =>
          !server && failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()
