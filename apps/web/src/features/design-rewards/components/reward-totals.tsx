import type { RewardTotals } from '@rdo/contracts'

export const assetLabel = (asset: 'SOL' | 'RDO') => (asset === 'RDO' ? '$RDO' : 'SOL')

/** Earned, pending payout and paid, per currency, as a small table. */
export function RewardTotalsTable({ totals, caption }: { totals: RewardTotals[]; caption: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col" className="py-1 pr-3 font-medium">
            Currency
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            Earned
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            Pending payout
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Paid
          </th>
        </tr>
      </thead>
      <tbody>
        {totals.map((t) => (
          <tr key={t.asset} className="border-t" data-asset={t.asset}>
            <th scope="row" className="py-1.5 pr-3 text-left font-medium">
              {assetLabel(t.asset)}
            </th>
            <td className="py-1.5 pr-3 text-right tabular-nums">{t.earned}</td>
            <td className="py-1.5 pr-3 text-right tabular-nums" data-testid={`pending-${t.asset}`}>
              {t.pending}
            </td>
            <td className="py-1.5 text-right tabular-nums" data-testid={`paid-${t.asset}`}>
              {t.paid}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
