import type { AdminReturn } from '@rdo/contracts'
import { ReturnSummary } from './return-summary'
import { Section } from './order-side-cards'

/** The order's returns with what staff can do next; nothing shown until the customer asks for one. */
export function OrderReturnsCard({ returns }: { returns: AdminReturn[] }) {
  if (!returns.length) return null
  return (
    <Section title="Returns">
      <div className="grid gap-3">
        {returns.map((r) => (
          <ReturnSummary key={r.id} ret={r} />
        ))}
      </div>
    </Section>
  )
}
