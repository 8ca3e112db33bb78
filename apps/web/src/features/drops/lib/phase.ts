import type { ProductDrop } from '@rdo/contracts'

/** Where a drop stands: nobody may buy yet, only holders may, or everyone may. */
export type DropPhase = 'upcoming' | 'holders' | 'open'

type DropTimes = Pick<ProductDrop, 'starts_at' | 'holder_starts_at'>

/** The phase at `nowMs`, a reading of the server's clock (the visitor's may be off by minutes). */
export function dropPhase(drop: DropTimes, nowMs: number): DropPhase {
  const start = Date.parse(drop.starts_at)
  if (nowMs >= start) return 'open'
  const holderStart = drop.holder_starts_at ? Date.parse(drop.holder_starts_at) : null
  if (holderStart !== null && holderStart < start && nowMs >= holderStart) return 'holders'
  return 'upcoming'
}

export const DROP_PHASE_LABELS: Record<DropPhase, string> = {
  upcoming: 'Upcoming',
  holders: 'Holders only',
  open: 'Open',
}

/** $RDO amounts arrive as decimal strings; shown grouped and without trailing zeros ("1,000"). */
export function formatRdo(amount: string | null): string {
  const value = Number(amount ?? '')
  if (amount === null || !Number.isFinite(value)) return amount ?? ''
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 }).format(value)
}
