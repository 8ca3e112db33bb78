import type { DropRefusalReason } from '@rdo/contracts'
import type { MetricsRegistry } from '../../lib/metrics/registry.ts'

/** Places granted in a drop's checkout and buyers turned away by reason, on this instance. */
export function dropCounters(metrics: MetricsRegistry) {
  const admissions = metrics.counter({
    name: 'drop_admissions_total',
    help: 'Places granted in a drop checkout on this instance.',
  })
  const refusals = metrics.counter({
    name: 'drop_refusals_total',
    help: 'Drop admissions and drop orders refused on this instance, by reason.',
    labelNames: ['reason'],
  })
  return {
    admitted: () => admissions.inc(),
    refused: (reason: DropRefusalReason) => refusals.inc({ reason }),
  }
}

export type DropCounters = ReturnType<typeof dropCounters>
