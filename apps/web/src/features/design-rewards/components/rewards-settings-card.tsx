import { useState } from 'react'
import { toast } from 'sonner'
import { DESIGN_REWARD_MESSAGES as M } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/api-client'
import { useRewardsSettings, useSaveRewardsSettings } from '../api/rewards-api'

/** Rewards: the $RDO a designer's 5% share is counted in, per US dollar of the sale. */
export function RewardsSettingsCard() {
  const settings = useRewardsSettings()
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Rewards</CardTitle>
        <CardDescription>
          The rate each sale share of a community design is counted at; every entry keeps the rate it used.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!settings.data ? (
          <Skeleton className="h-10 w-full max-w-md" />
        ) : (
          <RateForm saved={settings.data.rdo_per_usd} />
        )}
      </CardContent>
    </Card>
  )
}

function RateForm({ saved }: { saved: number }) {
  const save = useSaveRewardsSettings()
  const [rate, setRate] = useState(String(saved))
  const value = Number(rate)
  const invalid = !(value > 0) ? M.rateInvalid : undefined
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        if (invalid) return
        save.mutate(
          { rdo_per_usd: value },
          {
            onSuccess: () => toast.success(M.settingsSaved),
            onError: (error) => toast.error(errorMessage(error)),
          },
        )
      }}
    >
      <FormField label="$RDO per US dollar" error={rate ? invalid : undefined} className="w-56">
        <Input inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />
      </FormField>
      <Button type="submit" loading={save.isPending} disabled={!!invalid}>
        Save
      </Button>
    </form>
  )
}
