import type { DesignLiveCounts } from '@rdo/contracts'

const NUMBER_FIELDS = [
  'votes',
  'dislike_count',
  'net_score',
  'weighted_score',
  'current_weight',
  'comment_count',
] as const

/** A `counts` event's data, or null when it is not one (a malformed or foreign message is ignored). */
export function parseLiveCounts(data: string): DesignLiveCounts | null {
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  if (typeof record.design_id !== 'string') return null
  if (!NUMBER_FIELDS.every((field) => typeof record[field] === 'number' && Number.isFinite(record[field]))) {
    return null
  }
  return {
    design_id: record.design_id,
    votes: record.votes as number,
    dislike_count: record.dislike_count as number,
    net_score: record.net_score as number,
    weighted_score: record.weighted_score as number,
    current_weight: record.current_weight as number,
    comment_count: record.comment_count as number,
  }
}
