import { Link } from 'react-router'
import { Skeleton } from '@/components/ui/skeleton'
import { useMyRewards } from '../api/rewards-api'
import { RewardTotalsTable } from './reward-totals'

/**
 * /my-designs: what the designer's designs have earned (0.5 SOL once in production, 5% of each sale in
 * $RDO), what waits for a payout and what is paid, overall and per design. Hidden until something is earned.
 */
export function MyRewardsSection() {
  const rewards = useMyRewards()
  if (rewards.isLoading) return <Skeleton className="h-32 w-full" />
  const data = rewards.data
  if (!data || data.total === 0) return null
  return (
    <section aria-labelledby="my-rewards" className="space-y-4 rounded-[12px] border bg-card p-5">
      <h2 id="my-rewards" className="font-display text-lg font-semibold">
        Rewards
      </h2>
      <RewardTotalsTable totals={data.totals} caption="All your design rewards" />
      <ul className="grid gap-3 md:grid-cols-2">
        {data.designs.map((d) => (
          <li key={d.design_id} className="space-y-2 rounded-lg border p-4" data-design-id={d.design_id}>
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <Link
                to={`/community-designs/${d.design_id}`}
                className="font-medium underline-offset-4 hover:underline"
              >
                {d.title}
              </Link>
              {d.product_slug && (
                <Link
                  to={`/products/${d.product_slug}`}
                  className="text-sm text-primary underline-offset-4 hover:underline"
                >
                  View product
                </Link>
              )}
            </p>
            <RewardTotalsTable totals={d.totals} caption={`Rewards for ${d.title}`} />
          </li>
        ))}
      </ul>
    </section>
  )
}
