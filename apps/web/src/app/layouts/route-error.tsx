import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { Button } from '@/components/ui/button'

/** Shown when a page fails to render or its code cannot be fetched (for example after a deploy). */
export function RouteError() {
  const error = useRouteError()
  const chunkFailed = error instanceof TypeError && /dynamically imported module|fetch/i.test(error.message)
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong'
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="font-mono text-sm text-muted-foreground">RDO</p>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">
        {chunkFailed
          ? 'A new version of the shop is available. Reload the page to continue.'
          : 'The page could not be displayed. Please try again.'}
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </div>
  )
}
