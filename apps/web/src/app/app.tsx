import { useEffect, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Toaster } from '@/components/ui/toaster'

/**
 * Everything around the router: the query cache and the toaster. The browser wraps its RouterProvider in
 * it and the server its StaticRouterProvider, so a server-rendered page hydrates into the same tree.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
      <ReadyMarker />
    </QueryClientProvider>
  )
}

/**
 * Marks `<html data-ready>` once the app has rendered or hydrated in the browser, i.e. once its buttons
 * respond (server-rendered HTML is visible earlier). Automated browsers wait for it.
 */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = ''
  }, [])
  return null
}
