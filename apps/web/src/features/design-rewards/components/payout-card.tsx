import { useState } from 'react'
import { toast } from 'sonner'
import { DESIGN_REWARD_MESSAGES as M, type RewardAsset } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format'
import { useDesignLedger, useRecordPayout } from '../api/rewards-api'
import { assetLabel, RewardTotalsTable } from './reward-totals'

/**
 * The designer's rewards for this design and the payout form: the admin pays from their own wallet,
 * then records the transaction's signature; the server checks it on chain before anything is marked paid.
 */
export function PayoutCard({ designId }: { designId: string }) {
  const ledger = useDesignLedger(designId)
  const record = useRecordPayout(designId)
  const [asset, setAsset] = useState<RewardAsset>('SOL')
  const [signature, setSignature] = useState('')

  let body
  if (ledger.isError && !ledger.data) body = <FormAlert>{errorMessage(ledger.error)}</FormAlert>
  else if (!ledger.data) body = <Skeleton className="h-32 w-full" />
  else {
    const data = ledger.data
    const due = data.totals.find((t) => t.asset === asset)?.pending ?? '0'
    body = (
      <div className="space-y-4">
        <RewardTotalsTable totals={data.totals} caption="The designer's rewards for this design" />
        <p className="text-sm">
          <span className="text-muted-foreground">Designer's wallet: </span>
          <span className="font-mono break-all">{data.wallet ?? 'none given'}</span>
        </p>
        <form
          className="space-y-3"
          aria-label="Record a payout"
          onSubmit={(e) => {
            e.preventDefault()
            record.mutate(
              { asset, signature: signature.trim() },
              {
                onSuccess: () => {
                  toast.success(M.payoutRecorded)
                  setSignature('')
                },
              },
            )
          }}
        >
          {record.error && <FormAlert>{errorMessage(record.error)}</FormAlert>}
          <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
            <FormField label="Currency">
              <NativeSelect value={asset} onChange={(e) => setAsset(e.target.value as RewardAsset)}>
                <option value="SOL">SOL</option>
                <option value="RDO">$RDO</option>
              </NativeSelect>
            </FormField>
            <FormField label="Transaction signature" hint={`Due: ${due} ${assetLabel(asset)}`}>
              <Input
                value={signature}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                onChange={(e) => setSignature(e.target.value)}
              />
            </FormField>
          </div>
          <Button type="submit" loading={record.isPending} disabled={!signature.trim() || !data.wallet}>
            Record payout
          </Button>
        </form>
        {data.payouts.length > 0 && (
          <ul className="space-y-2 text-sm" aria-label="Payouts">
            {data.payouts.map((p) => (
              <li key={p.id} className="rounded-md border p-2">
                <span className="font-medium">
                  {p.amount} {assetLabel(p.asset)}
                </span>{' '}
                <span className="text-muted-foreground">{formatDateTime(p.created_at)}</span>
                <span className="block truncate font-mono text-xs" title={p.signature}>
                  {p.signature}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    )
  }

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Designer rewards</CardTitle>
        <CardDescription>
          0.5 SOL once in production, 5% of each sale in $RDO; pay, then record it.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  )
}
