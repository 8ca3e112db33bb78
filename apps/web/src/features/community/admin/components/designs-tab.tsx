import { Link } from 'react-router'
import { ArrowUpRight, CheckCircle2, Clock, MessageSquareWarning, RotateCcw, ShieldAlert } from 'lucide-react'
import { ADMIN_MESSAGES } from '@rdo/contracts'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { useDesignSummary } from '../api/designs-api'

/** Dashboard tab: how many designs wait in each state, open flags and reports, each opening its screen. */
export function DesignsTab() {
  const summary = useDesignSummary()
  useLoadErrorToast(summary, ADMIN_MESSAGES.loadFailed, { scope: 'admin-designs', retry: false })
  const cards = [
    {
      label: 'Pending review',
      value: summary.data?.pending,
      to: '/admin/designs?status=pending',
      icon: Clock,
    },
    {
      label: 'Approved',
      value: summary.data?.approved,
      to: '/admin/designs?status=approved',
      icon: CheckCircle2,
    },
    {
      label: 'Changes requested',
      value: summary.data?.rejected,
      to: '/admin/designs?status=rejected',
      icon: RotateCcw,
    },
    {
      label: 'Open vote anomalies',
      value: summary.data?.open_anomalies,
      to: '/admin/vote-anomalies',
      icon: ShieldAlert,
    },
    {
      label: 'Reported comments',
      value: summary.data?.open_reports,
      to: '/admin/comment-reports',
      icon: MessageSquareWarning,
    },
  ]
  return (
    <div className="space-y-4">
      <section aria-label="Design counts" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {cards.map((c) => (
          <Card key={c.label} className="p-0">
            <Link
              to={c.to}
              className="flex h-full items-start justify-between gap-2 rounded-xl p-4 hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span>
                <span className="block text-sm text-muted-foreground">{c.label}</span>
                {summary.isPending ? (
                  <Skeleton className="mt-1 h-8 w-16" />
                ) : (
                  <span className="block font-display text-2xl font-bold tabular-nums">
                    {summary.isError ? '—' : (c.value ?? 0).toLocaleString('en-US')}
                  </span>
                )}
              </span>
              <c.icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            </Link>
          </Card>
        ))}
      </section>
      <nav aria-label="Design screens" className="flex flex-wrap gap-2">
        {[
          { to: '/admin/designs', label: 'Design Submissions' },
          { to: '/admin/vote-anomalies', label: 'Vote anomalies' },
          { to: '/admin/comment-reports', label: 'Comment reports' },
        ].map((l) => (
          <Link
            key={l.to}
            to={l.to}
            className="inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {l.label}
            <ArrowUpRight className="size-3.5 text-muted-foreground" aria-hidden="true" />
          </Link>
        ))}
      </nav>
    </div>
  )
}
