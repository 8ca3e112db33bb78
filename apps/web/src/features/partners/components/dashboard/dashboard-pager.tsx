import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** Previous and Next for a list the dashboard pages through in place. */
export function DashboardPager({
  label,
  page,
  count,
  onPage,
}: {
  label: string
  page: number
  count: number
  onPage: (page: number) => void
}) {
  if (count <= 1) return null
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="font-mono text-sm text-muted-foreground">
        Page {page} of {count}
      </p>
      <Button variant="outline" size="sm" disabled={page >= count} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  )
}
